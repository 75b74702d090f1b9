/**
 * The sample content in content/ is reviewed like code: these checks keep it in the Layout Service
 * shape Sitecore sends, complete in both languages, and self-contained.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './content-server.ts';
import { loadContent, routePathOfFile } from './content-store.ts';
import { composeGallery } from '../../scripts/compose-gallery.ts';
import { componentAliases, knownBlockFolders } from '../app/registry.ts';
import { toKebabCase } from '../app/component-names.ts';
import { pageBlocks } from '../../scripts/page-areas.ts';

const SITE_DIR = path.join(DEFAULT_CONTENT_DIR, 'sites', 'ports-group');
const LANGUAGES = ['en', 'ar'] as const;
const ARABIC = /[\u0600-\u06ff]/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile())
    .sort();
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Rendering {
  uid: string;
  componentName: string;
  dataSource?: string;
  params?: Record<string, unknown>;
  fields?: unknown;
  placeholders?: Record<string, unknown[]>;
}

/** Every rendering in a placeholder map, depth first, checking the shape on the way. */
function renderingsOf(placeholders: unknown, where: string): Rendering[] {
  expect(isRecord(placeholders), `${where}: placeholders is an object`).toBe(true);
  const found: Rendering[] = [];
  for (const [name, list] of Object.entries(placeholders as Record<string, unknown>)) {
    expect(Array.isArray(list), `${where}: placeholder ${name} is an array`).toBe(true);
    for (const item of list as unknown[]) {
      expect(isRecord(item), `${where}/${name}: rendering is an object`).toBe(true);
      const rendering = item as unknown as Rendering;
      expect(typeof rendering.uid, `${where}/${name}: uid`).toBe('string');
      expect(rendering.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(typeof rendering.componentName, `${where}/${name}: componentName`).toBe('string');
      expect(rendering.componentName.length).toBeGreaterThan(0);
      for (const [param, value] of Object.entries(rendering.params ?? {})) {
        expect(typeof value, `${where}: param ${param} is a string, as Sitecore sends params`).toBe('string');
      }
      found.push(rendering);
      if (rendering.placeholders) found.push(...renderingsOf(rendering.placeholders, `${where}/${rendering.componentName}`));
    }
  }
  return found;
}

/** Checks Sitecore's field shapes anywhere below `value`: images' width and height are strings. */
function checkFieldShapes(value: unknown, where: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkFieldShapes(item, `${where}[${index}]`));
    return;
  }
  if (!isRecord(value)) return;
  const inner = value.value;
  if (isRecord(inner) && typeof inner.src === 'string') {
    for (const key of ['width', 'height']) {
      if (key in inner) expect(typeof inner[key], `${where}: image ${key} is a string`).toBe('string');
    }
    expect(typeof inner.alt, `${where}: image alt`).toBe('string');
  }
  if (isRecord(inner) && 'href' in inner) {
    expect(typeof inner.href, `${where}: link href`).toBe('string');
  }
  for (const [key, child] of Object.entries(value)) checkFieldShapes(child, `${where}.${key}`);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isRecord(value)) return Object.values(value).flatMap(stringsIn);
  return [];
}

const routeFiles = Object.fromEntries(
  LANGUAGES.map((language) => {
    const dir = path.join(SITE_DIR, language, 'routes');
    return [language, filesUnder(dir).map((file) => path.relative(dir, file))];
  }),
) as Record<(typeof LANGUAGES)[number], string[]>;

describe('content/ routes', () => {
  it('has the same routes in English and Arabic, including home, about and 404', () => {
    expect(routeFiles.ar).toEqual(routeFiles.en);
    const paths = routeFiles.en.map(routePathOfFile);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/404']));
  });

  for (const language of LANGUAGES) {
    for (const file of routeFiles[language]) {
      it(`${language}/${file} parses and has the Layout Service route shape`, () => {
        const where = `${language}/${file}`;
        const route = readJson(path.join(SITE_DIR, language, 'routes', file));
        expect(isRecord(route), where).toBe(true);
        const r = route as Record<string, unknown>;
        expect(typeof r.name).toBe('string');
        expect(typeof r.displayName).toBe('string');
        expect(r.itemId).toMatch(/^[0-9a-f-]{36}$/);
        expect(r.itemLanguage).toBe(language);
        expect(typeof r.templateName).toBe('string');
        expect(isRecord(r.fields)).toBe(true);
        expect(Object.keys(r.placeholders as object)).toEqual(expect.arrayContaining(['headless-header', 'headless-main', 'headless-footer']));
        const renderings = renderingsOf(r.placeholders, where);
        expect(new Set(renderings.map((rendering) => rendering.uid)).size, `${where}: unique uids`).toBe(renderings.length);
        checkFieldShapes(r.fields, `${where}: route fields`);
        for (const rendering of renderings) checkFieldShapes(rendering.fields, `${where}: ${rendering.componentName}`);

        const fields = r.fields as Record<string, { value?: unknown }>;
        for (const name of ['browserTitle', 'metaTitle', 'metaDescription', 'openGraphTitle', 'openGraphDescription']) {
          expect(typeof fields[name]?.value, `${where}: ${name}`).toBe('string');
        }
        expect(fields.twitterCardType?.value).toBe('summary_large_image');
        expect(fields.openGraphType?.value).toBe('');
        expect(fields.disableSiteScripts?.value).toBe(false);
        if (language === 'ar') expect(String(fields.browserTitle?.value)).toMatch(ARABIC);
        else expect(String(fields.browserTitle?.value)).not.toMatch(ARABIC);
      });

      it(`${language}/${file} shares its item id and rendering uids with the other language`, () => {
        const other = language === 'en' ? 'ar' : 'en';
        const mine = readJson(path.join(SITE_DIR, language, 'routes', file)) as Record<string, unknown>;
        const theirs = readJson(path.join(SITE_DIR, other, 'routes', file)) as Record<string, unknown>;
        expect(mine.itemId).toBe(theirs.itemId);
        const uids = (route: Record<string, unknown>): string[] =>
          renderingsOf(route.placeholders, file).map((rendering) => `${rendering.uid}:${rendering.componentName}`);
        expect(uids(mine)).toEqual(uids(theirs));
      });
    }
  }

  it.each(LANGUAGES)('home (%s) has the blocks of this issue, in order, with their fields', (language) => {
    const home = readJson(path.join(SITE_DIR, language, 'routes', 'home.json')) as {
      placeholders: Record<string, Rendering[]>;
      fields: Record<string, { value?: unknown }>;
    };
    // The home page of the site chrome issue, in this order, with the later issues' blocks between them.
    const first = ['HeroBanner', 'RichText', 'CardCarousel', 'NewsHighlight'];
    const main = pageBlocks(home.placeholders).filter(
      (rendering, index, all) => first.includes(rendering.componentName) && all.findIndex((r) => r.componentName === rendering.componentName) === index,
    );
    expect(main.map((rendering) => rendering.componentName)).toEqual(first);
    const [hero, richText, carousel, news] = main.map((rendering) => rendering.fields as Record<string, any>);
    expect(Object.keys(hero ?? {})).toEqual(['eyebrow', 'headline', 'description', 'image', 'mobileImage', 'cta']);
    expect(richText?.Text.value).toMatch(/<p>.+<\/p>/);
    expect(main[1]?.params).toHaveProperty('Styles');
    expect(carousel?.showDividerLine).toEqual({ value: true });
    expect(carousel?.cards).toHaveLength(5);
    for (const card of carousel?.cards ?? []) {
      expect(Object.keys(card)).toEqual(['id', 'name', 'displayName', 'url', 'fields']);
      expect(Object.keys(card.fields)).toEqual(['image', 'headline', 'description', 'link']);
    }
    expect(news?.numberOfNews).toEqual({ value: 6 });
    expect(news?.newsSource.fields.feedURL.value).toBe(`%CONTENT_ORIGIN%/feeds/news/${language}.json?pageSize={0}`);
    expect(news?.newsSource.fields.feedPageSize).toEqual({ value: '6' });
    expect(home.fields.customMetaData?.value).toMatch(/theme-color=/);
    expect(home.placeholders['headless-header']).toEqual([]);
    expect(home.placeholders['headless-footer']).toEqual([]);
  });

  it.each(LANGUAGES)('home and solutions (%s) use every block of the shell issue between them', (language) => {
    const names = ['home', 'solutions'].flatMap((page) =>
      renderingsOf((readJson(path.join(SITE_DIR, language, 'routes', `${page}.json`)) as { placeholders: unknown }).placeholders, page).map(
        (rendering) => `${rendering.componentName}${rendering.componentName === 'FormContainer' ? `:${rendering.params?.FieldNames ?? ''}` : ''}`,
      ),
    );
    for (const block of SHELL_BLOCKS) expect(names, block).toContain(block);
  });

  it.each(LANGUAGES)('home (%s) repeats one site script in its own script fields, for de-duplication', (language) => {
    const home = readJson(path.join(SITE_DIR, language, 'routes', 'home.json')) as { fields: Record<string, { value?: unknown }> };
    const settings = readJson(path.join(SITE_DIR, language, 'settings.json')) as { fields: Record<string, { value?: unknown }> };
    const siteScripts = ['headSiteScripts', 'gtmScripts', 'cookieScripts', 'bodyStartSiteScripts', 'bodyEndSiteScripts'].map(
      (name) => settings.fields[name]?.value,
    );
    expect(new Set(siteScripts).size, 'site scripts are distinct').toBe(siteScripts.length);
    const pageScripts = ['headScripts', 'bodyStartScripts', 'bodyEndScripts'].map((name) => home.fields[name]?.value);
    expect(pageScripts.some((script) => siteScripts.includes(script))).toBe(true);
  });

  it.each(LANGUAGES)('the 404 page (%s) has its headline fields and a link home', (language) => {
    const page = readJson(path.join(SITE_DIR, language, 'routes', '404.json')) as {
      name: string;
      fields: Record<string, { value?: unknown }>;
      placeholders: Record<string, Rendering[]>;
    };
    expect(page.name).toBe('404');
    expect(page.fields.headline).toEqual({ value: '404' });
    expect(page.fields.subHeadline?.value).toBe(language === 'en' ? 'Page Not Found' : 'الصفحة غير موجودة');
    expect(typeof page.fields.description?.value).toBe('string');
    const text = JSON.stringify(page.placeholders['headless-main']);
    expect(text).toContain(language === 'en' ? 'href=\\"/\\"' : 'href=\\"/ar/\\"');
  });
});

describe('the block gallery (/blocks)', () => {
  it.each(LANGUAGES)('is the sum of its group pages (%s): run `npx tsx scripts/compose-gallery.ts` after changing one', (language) => {
    const { file, text } = composeGallery(language);
    expect(readFileSync(file, 'utf8') === text, `${file} is stale`).toBe(true);
  });

  it.each(LANGUAGES)('shows every block but the page chrome (%s)', (language) => {
    const gallery = readJson(path.join(SITE_DIR, language, 'routes', 'blocks.json')) as { placeholders: unknown };
    const shown = new Set(renderingsOf(gallery.placeholders, 'blocks').map((r) => componentAliases[r.componentName] ?? toKebabCase(r.componentName)));
    const chrome = ['header', 'footer', 'sub-navigation', 'error-page', 'partial-design-dynamic-placeholder'];
    for (const folder of knownBlockFolders().filter((f) => !chrome.includes(f))) expect([...shown], folder).toContain(folder);
  });
});

describe('content/ anchors', () => {
  it('gives no two renderings of a page the same section id', () => {
    for (const language of LANGUAGES) {
      for (const file of filesUnder(path.join(SITE_DIR, language, 'routes'))) {
        const route = readJson(file) as { placeholders: unknown };
        const ids = renderingsOf(route.placeholders, file).flatMap((r) => {
          const fields = isRecord(r.fields) ? r.fields : {};
          const sectionId = isRecord(fields.sectionId) ? fields.sectionId.value : undefined;
          return [sectionId, r.params?.RenderingIdentifier].filter((id): id is string => typeof id === 'string' && id.trim() !== '');
        });
        expect(
          ids.filter((id, i) => ids.indexOf(id) !== i),
          file,
        ).toEqual([]);
      }
    }
  });
});

describe('content/ dictionary, settings, feeds and media', () => {
  it('has a dozen or more phrases, the same keys in both languages, Arabic in Arabic', () => {
    const en = readJson(path.join(SITE_DIR, 'en', 'dictionary.json')) as Record<string, string>;
    const ar = readJson(path.join(SITE_DIR, 'ar', 'dictionary.json')) as Record<string, string>;
    expect(Object.keys(en).length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(ar)).toEqual(Object.keys(en));
    for (const key of ['Carousel.Previous', 'Carousel.Next', 'News.ReadMore', 'News.NoNews', 'Common.OpensInNewTab', 'Common.SkipToContent']) {
      expect(en[key], key).toBeTruthy();
      expect(ar[key], key).toMatch(ARABIC);
    }
    expect(en['Common.OpensInNewTab']).toBe('(Opens in a new tab)');
  });

  it.each(LANGUAGES)('has site settings (%s) at the path the host reads', (language) => {
    const settings = readJson(path.join(SITE_DIR, language, 'settings.json')) as {
      path: string;
      fields: Record<string, { value?: unknown }>;
    };
    expect(settings.path).toBe('/sitecore/content/ports-group/Settings/Site Settings');
    expect(settings.fields.favicon?.value).toMatchObject({ src: '/-/media/ports-group/favicon.svg' });
  });

  it.each(LANGUAGES)('has 16 news items (%s) dated 2026', (language) => {
    const feed = readJson(path.join(DEFAULT_CONTENT_DIR, 'feeds', `news-${language}.json`)) as {
      channel: { item: Array<{ pubDate: string }> };
    };
    expect(feed.channel.item).toHaveLength(16);
    for (const item of feed.channel.item) expect(new Date(item.pubDate).getUTCFullYear()).toBe(2026);
  });

  it('keeps every media file small', () => {
    for (const file of filesUnder(path.join(DEFAULT_CONTENT_DIR, 'media'))) {
      expect(statSync(file).size, file).toBeLessThan(30 * 1024);
    }
  });

  it('names no external URL anywhere but in links a visitor follows (an SVG namespace is not a request)', () => {
    for (const file of filesUnder(DEFAULT_CONTENT_DIR).filter((name) => !name.endsWith('.md'))) {
      let text = readFileSync(file, 'utf8').replaceAll('http://www.w3.org/2000/svg', '');
      // An external link (social profiles, the foundation) is navigation, not something the page
      // loads: its href may be absolute. Media, feeds and scripts may not.
      if (file.endsWith('.json')) text = JSON.stringify(withoutExternalLinks(JSON.parse(text)));
      expect(text, file).not.toMatch(/https?:\/\//i);
      expect(text, file).not.toMatch(/(?:src|href)=["']\/\//i);
    }
  });

  it('refers only to media that exists and to routes that exist', async () => {
    const store = await loadContent(DEFAULT_CONTENT_DIR, 'http://127.0.0.1:1');
    const site = store.sites.get('ports-group');
    expect(site).toBeDefined();
    const all: string[] = [];
    for (const language of LANGUAGES) {
      const content = site?.languages.get(language);
      for (const stored of content?.routes.values() ?? []) all.push(...stringsIn(stored.route));
      all.push(...stringsIn(content?.settings));
    }
    for (const feed of store.newsFeeds.values()) all.push(...stringsIn(feed));
    const media = new Set(all.flatMap((text) => [...text.matchAll(/\/-\/media\/([^"'?\s]+)/g)].map((m) => m[1]?.toLowerCase())));
    expect(media.size).toBeGreaterThan(10);
    for (const key of media) expect(store.media.has(key ?? ''), `media ${key}`).toBe(true);

    const routes = new Set([...(site?.languages.get('en')?.routes.keys() ?? [])]);
    const hrefs = all.flatMap((text) => [...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? ''));
    const linkValues: string[] = [];
    for (const language of LANGUAGES) {
      for (const stored of site?.languages.get(language)?.routes.values() ?? []) collectLinkHrefs(stored.route, linkValues);
    }
    for (const href of [...hrefs, ...linkValues].filter((h) => h !== '')) {
      const routePath = (href.replace(/^\/ar(?=\/|$)/, '') || '/').replace(/\/$/, '') || '/';
      expect(routes.has(routePath) || PLANNED_PAGES.has(routePath), `link ${href}`).toBe(true);
    }
  });
});

/** The blocks of spec 000 (issue 5): the sample home and solutions pages show each of them. */
const SHELL_BLOCKS = [
  'ColumnSplitter',
  'RowSplitter',
  'Container',
  'LinkList',
  'Navigation',
  'RichText',
  'Title',
  'Promo',
  'Image',
  'HeroBanner',
  'PageContent',
  'Button',
  'Video',
  'CardCarousel',
  'FormContainer:Default',
  'FormContainer:SlideIn',
  'Tabs',
  'QuoteCarousel',
  'Statistics',
  'PartnerBlock',
];

/**
 * Content links to pages that do not exist yet. Only the header's `searchPage` field is left: the
 * header's search button is disabled (spec 001) and renders no link to it. Any other missing page
 * is a broken link and fails (`test/site-links.test.ts` crawls what visitors can follow).
 */
const PLANNED_PAGES = new Set(['/search']);

/** The JSON with every external link field's href removed (see the external URL test). */
function withoutExternalLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExternalLinks);
  if (!isRecord(value)) return value;
  if (isRecord(value.value) && value.value.linktype === 'external') {
    const { href: _href, url: _url, ...rest } = value.value;
    return { ...value, value: rest };
  }
  // A redirect's target is where the visitor's browser goes (site.json "redirects"): navigation too.
  if (typeof value.redirectType === 'string' && typeof value.pattern === 'string') {
    const { target: _target, ...rest } = value;
    return rest;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutExternalLinks(v)]));
}

function collectLinkHrefs(value: unknown, out: string[]): void {
  if (Array.isArray(value)) value.forEach((item) => collectLinkHrefs(item, out));
  if (!isRecord(value)) return;
  if (isRecord(value.value) && value.value.linktype === 'internal' && typeof value.value.href === 'string') {
    out.push(value.value.href);
  }
  for (const child of Object.values(value)) collectLinkHrefs(child, out);
}
