/**
 * The insights and news sample content (issue 11, docs/articles-and-news.md) is written in a
 * compact form under scripts/insights/ (what each article and news page is, in meta.ts; what it
 * says, per language, in articles-{en,ar}.ts, news-{en,ar}.ts and pages-{en,ar}.ts). This script
 * writes the Layout Service route files, the art, updated.json and the news feeds from it:
 * `npx tsx scripts/compose-insights.ts` (`--only=en` writes one language; `--check` only reports
 * stale files, as the content test does). The files it writes are not edited by hand.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loaderArt, svgArt } from './insights/art.ts';
import { ARTICLES, AUTHORS, INDUSTRIES, NEWS, REGIONS, TOPICS, TYPES, UPDATED_MALFORMED, UPDATED_MISSING } from './insights/meta.ts';
import type { ArticleMeta, ArticleText, InsightsType, Language, NewsMeta, NewsText } from './insights/types.ts';
import { pagePlaceholders } from './page-areas.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = path.join(ROOT, 'content');
const SITE = path.join(CONTENT, 'sites', 'ports-group');
const MEDIA = path.join(CONTENT, 'media', 'ports-group');
const LANGUAGES: Language[] = ['en', 'ar'];
const HOME = '/sitecore/content/ports-group/Home';

export const ARTICLE_TEMPLATE_ID = 'a1f6e2c4-3b5d-4e8f-9c0a-5d7e6f8a9b10';
export const NEWS_TEMPLATE_ID = '7d3c7a1e-4f0b-4c55-9a57-2c6a1e0b6f11';
export const NEWS_ROOT_ID = 'f5d1682e-b7f4-578c-8187-6d5ec48fc7ce';
const PAGE_TEMPLATE_ID = '4414a1f9-826a-4647-8ef4-5e4b8a2d2a8b';
const NEWS_SOURCE_ID = '4366eb6c-7fbc-5474-acee-eea02bf980b0';
const INSIGHTS_TYPES = Object.keys(TYPES) as InsightsType[];

type Json = Record<string, unknown>;

/** A stable UUID (name-based, SHA-1, version 5 layout) so the written files are reproducible. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`ports-group/${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const value = (v: unknown): Json => ({ value: v });
const prefix = (language: Language, href: string): string => (language === 'ar' ? `/ar${href === '/' ? '' : href}` : href);
const sitecoreDate = (date: string): string => (date ? `${date}T00:00:00Z` : '0001-01-01T00:00:00Z');

function image(src: string, alt: string, width = '1600', height = '900'): Json {
  return value({ src: `/-/media/ports-group/${src}.svg`, alt, width, height });
}

/** A link field to one of our pages (the id is the page's item id). */
function link(language: Language, href: string, text: string, itemId: string): Json {
  return value({
    href: prefix(language, href),
    text,
    anchor: '',
    linktype: 'internal',
    class: '',
    title: '',
    target: '',
    querystring: '',
    id: `{${itemId.toUpperCase()}}`,
  });
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** The Page fields of about.json (this language), with this page's title, description and image. */
function pageFields(language: Language, title: string, description: string, ogImage: Json): Json {
  const about = readJson(path.join(SITE, language, 'routes', 'about.json'));
  const fields = structuredClone(about.fields) as Json;
  const site = language === 'ar' ? 'ميريديان للموانئ والخدمات اللوجستية' : 'Meridian Ports & Logistics';
  const full = `${title} | ${site}`;
  for (const key of ['browserTitle', 'metaTitle', 'openGraphTitle', 'twitterTitle']) fields[key] = value(full);
  for (const key of ['metaDescription', 'description', 'openGraphDescription', 'twitterDescription']) fields[key] = value(description);
  fields.openGraphImage = ogImage;
  return fields;
}

function route(language: Language, name: string, displayName: string, fields: Json, itemId: string, template: [string, string], blocks: Json[]): Json {
  return {
    name,
    displayName,
    fields,
    databaseName: 'web',
    deviceId: 'fe5d7fdf-89c0-4d99-9aa3-b5fbd009c9f3',
    itemId,
    itemLanguage: language,
    itemVersion: 1,
    layoutId: '96e5f4ba-a2cf-4a4c-a4e7-64da88226362',
    templateId: template[0],
    templateName: template[1],
    placeholders: pagePlaceholders(template[1], blocks),
  };
}

/** A rendering in headless-main; its uid is stable per page and position. */
function rendering(page: string, index: number, componentName: string, dataSource: string, fields: Json): Json {
  return {
    uid: stableUuid(`${page}#${index}/${componentName}`),
    componentName,
    dataSource,
    params: { GridParameters: 'col-12', FieldNames: 'Default', Styles: '', DynamicPlaceholderId: String(index + 1) },
    fields,
  };
}

function taxonomyItem(kind: string, name: string, titles: Record<string, { en: string; ar: string }>, language: Language): Json {
  const title = titles[name]?.[language];
  if (!title) throw new Error(`Unknown ${kind} ${name}`);
  return { id: stableUuid(`taxonomy/${kind}/${name}`), name, displayName: title, url: `/Data/Taxonomy/${kind}/${name}`, fields: { title: value(title) } };
}

function typeItem(type: InsightsType, language: Language): Json {
  const titles = Object.fromEntries(INSIGHTS_TYPES.map((t) => [t, { en: TYPES[t].en, ar: TYPES[t].ar }]));
  return taxonomyItem('Type', type, titles, language);
}

function authorItem(name: string, language: Language): Json {
  const person = AUTHORS[name]?.[language];
  if (!person) throw new Error(`Unknown author ${name}`);
  return {
    id: stableUuid(`authors/${name}`),
    name,
    displayName: person[0],
    url: `/Data/Authors/${name}`,
    fields: { name: value(person[0]), designation: value(person[1]) },
  };
}

const articlePath = (a: ArticleMeta): string => `/insights/${a.type}/${a.slug}`;
const articleId = (a: ArticleMeta): string => stableUuid(`Home${articlePath(a)}`);
const newsPath = (n: NewsMeta): string => `/news/${n.slug}`;
const newsId = (n: NewsMeta): string => stableUuid(`Home${newsPath(n)}`);
export const PAGE_IDS = {
  insights: stableUuid('Home/insights'),
  type: (type: InsightsType) => stableUuid(`Home/insights/${type}`),
  newsAll: stableUuid('Home/news/all'),
};

/** The item id of one of our pages, by its path. */
function idOfPath(href: string): string {
  if (href === '/insights') return PAGE_IDS.insights;
  const type = /^\/insights\/([a-z-]+)$/.exec(href)?.[1] as InsightsType | undefined;
  if (type && type in TYPES) return PAGE_IDS.type(type);
  if (href === '/news/all') return PAGE_IDS.newsAll;
  const file = path.join(SITE, 'en', 'routes', href === '/' ? 'home.json' : `${href.slice(1)}.json`);
  return readJson(file).itemId as string;
}

interface Sources {
  articles: Record<string, ArticleText>;
  news?: Record<string, NewsText>;
  pages?: PagesText;
}

export interface PagesText {
  benefits: { headline: string; description: string; cta: string; href: string; art: string }[];
  cardsHeadline: string;
  navHeadline: string;
  navLinks: { text: string; href: string }[];
  relatedHeadline: string;
  insights?: { crumb: string; eyebrow: string; headline: string; description: string; featured: string; listing: string };
  types?: Record<InsightsType, { headline: string; description: string; listing: string }>;
  news?: { crumb: string; meta: string; feedName: string; eyebrow: string; headline: string; description: string; highlight: string; allNews: string };
  newsAll?: { crumb: string; eyebrow: string; headline: string; description: string; listing: string; market: string };
  countries?: Record<string, string>;
}

function articleRoute(language: Language, meta: ArticleMeta, text: ArticleText, sources: Sources): Json {
  const p = articlePath(meta);
  const ds = `${HOME}${p}/Data`;
  const pages = sources.pages;
  const main: Json[] = [];
  const add = (componentName: string, dataSource: string, fields: Json): void => {
    main.push(rendering(p, main.length, componentName, dataSource, fields));
  };
  add('Breadcrumb', '', {});
  add('ArticleHero', '', {});
  add('ArticleAuthor', '', {});
  add('ArticleBody', '', {});
  add('ArticleStatistic', `${ds}/Statistic`, { statistics: value(meta.statistic), unit: value(text.unit), description: value(text.statDescription) });
  add('ArticleQuote', `${ds}/Quote`, { quoteText: value(text.quote), quoteAuthor: value(text.quoteAuthor), designation: value(text.quoteDesignation) });
  if (meta.extras.includes('benefits') && pages) {
    add('BenefitsHighlight', `${ds}/Benefits`, {
      showDividerLine: value(true),
      sectionId: value('benefits'),
      cards: pages.benefits.map((b, i) => ({
        id: stableUuid(`benefits/${i}`),
        name: `Benefit ${i + 1}`,
        displayName: b.headline,
        url: `/Data/Benefits/Benefit-${i + 1}`,
        fields: {
          image: image(`insights/${b.art}`, '', '800', '450'),
          headline: value(b.headline),
          description: value(b.description),
          cta: link(language, b.href, b.cta, idOfPath(b.href)),
        },
      })),
    });
  }
  add('ArticleProgressBar', '', {});
  add('RelatedArticles', `${ds}/Related Articles`, { headline: value(pages?.relatedHeadline ?? ''), duration: value(12) });
  if (meta.extras.includes('cards') && pages) {
    const others = ARTICLES.filter((o) => o.slug !== meta.slug && o.type !== meta.type)
      .filter((_, i) => i % 2 === ARTICLES.indexOf(meta) % 2)
      .slice(0, 7);
    add('CardsWithLinks', `${ds}/Cards With Links`, {
      headline: value(pages.cardsHeadline),
      cards: others.map((o) => {
        const t = sources.articles[o.slug]!;
        return {
          id: stableUuid(`cards/${meta.slug}/${o.slug}`),
          name: o.slug,
          displayName: t.title,
          url: `/Data/Cards/${o.slug}`,
          fields: {
            image: image(`insights/${o.art}`, t.alt, '800', '450'),
            headline: value(t.title),
            description: value(t.short),
            link: link(language, articlePath(o), t.crumb ?? t.title, articleId(o)),
          },
        };
      }),
    });
  }
  if (meta.extras.includes('nav') && pages) {
    add('NavigationLinkCard', `${ds}/Navigation Links`, {
      headline: value(pages.navHeadline),
      links: pages.navLinks.map((l, i) => ({
        id: stableUuid(`nav-links/${i}`),
        name: `Link ${i + 1}`,
        displayName: l.text,
        url: `/Data/Navigation-Links/Link-${i + 1}`,
        fields: { link: link(language, l.href, l.text, idOfPath(l.href)) },
      })),
    });
  }
  if (meta.extras.includes('loader')) add('ArticleLoader', '', {});

  const hero = image(`insights/${meta.art}`, text.alt);
  const fields = {
    ...pageFields(language, text.title, text.short, hero),
    title: value(text.title),
    shortDescription: value(text.short),
    heroImage: hero,
    cardImage: image(`insights/${meta.art}`, text.alt, '800', '450'),
    type: typeItem(meta.type, language),
    author: meta.authors.map((name) => authorItem(name, language)),
    content: value(text.body),
    articleDate: value(sitecoreDate(meta.date)),
    articleProgressBarTitle: value(text.title),
    topic: meta.topic.map((t) => taxonomyItem('Topic', t, TOPICS, language)),
    industry: meta.industry.map((t) => taxonomyItem('Industry', t, INDUSTRIES, language)),
    region: meta.region.map((t) => taxonomyItem('Region', t, REGIONS, language)),
    sectionId: value('article'),
    breadcrumbTitle: value(text.crumb ?? text.title),
  };
  return route(language, meta.slug, text.title, fields, articleId(meta), [ARTICLE_TEMPLATE_ID, 'Article Page'], main);
}

/** updated.json: the item's last change, yyyymmddThhmmssZ; one article has none and one a malformed value. */
function updatedStamps(): Record<string, string> {
  const stamps: Record<string, string> = {};
  ARTICLES.forEach((a, i) => {
    if (a.slug === UPDATED_MISSING) return;
    if (a.slug === UPDATED_MALFORMED) {
      stamps[articlePath(a)] = '2026-09-18 14:05';
      return;
    }
    const date = new Date(`${a.date}T00:00:00Z`);
    const future = date.getTime() > Date.parse('2026-11-25T00:00:00Z');
    if (!future) date.setUTCDate(date.getUTCDate() + (i % 4) * 9);
    const cap = Date.parse('2026-11-24T00:00:00Z');
    const when = !future && date.getTime() > cap ? new Date(cap) : date;
    const ymd = when.toISOString().slice(0, 10).replaceAll('-', '');
    stamps[articlePath(a)] = `${ymd}T${String(8 + (i % 9)).padStart(2, '0')}${String((i * 7) % 60).padStart(2, '0')}00Z`;
  });
  return stamps;
}

async function load<T>(file: string): Promise<T | undefined> {
  const full = path.join(ROOT, 'scripts', 'insights', file);
  if (!existsSync(full)) return undefined;
  return ((await import(full)) as { default: T }).default;
}

async function sourcesOf(language: Language): Promise<Sources> {
  const articles = await load<Record<string, ArticleText>>(`articles-${language}.ts`);
  if (!articles) throw new Error(`No articles-${language}.ts`);
  for (const a of ARTICLES) if (!articles[a.slug]) throw new Error(`${language}: no text for article ${a.slug}`);
  return { articles, news: await load(`news-${language}.ts`), pages: await load(`pages-${language}.ts`) };
}

const serialise = (data: unknown): string => (typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);

/** Every file this script writes (absolute path -> text), and the folders it owns entirely. */
export async function composeInsights(languages: readonly Language[] = LANGUAGES): Promise<{ files: Map<string, string>; folders: string[] }> {
  const files = new Map<string, string>();
  const folders: string[] = [];
  const put = (file: string, data: unknown): void => void files.set(file, serialise(data));
  const art = new Set([...ARTICLES.map((a) => a.art), ...NEWS.filter((n) => n.art.startsWith('insights/')).map((n) => n.art.slice('insights/'.length))]);
  for (const name of art) put(path.join(MEDIA, 'insights', `${name}.svg`), svgArt(name));
  put(path.join(MEDIA, 'insights', 'loader.svg'), loaderArt());
  folders.push(path.join(MEDIA, 'insights'));
  for (const language of languages) {
    const sources = await sourcesOf(language);
    const routes = path.join(SITE, language, 'routes');
    for (const type of INSIGHTS_TYPES) folders.push(path.join(routes, 'insights', type));
    for (const a of ARTICLES) put(path.join(routes, 'insights', a.type, `${a.slug}.json`), articleRoute(language, a, sources.articles[a.slug]!, sources));
    put(path.join(SITE, language, 'updated.json'), updatedStamps());
    if (sources.news) {
      const { newsRoute, feed } = await import('./insights/news-routes.ts');
      folders.push(path.join(routes, 'news'));
      for (const n of NEWS) put(path.join(routes, 'news', `${n.slug}.json`), newsRoute(language, n, sources.news));
      put(path.join(CONTENT, 'feeds', `news-${language}.json`), feed(language, sources.news));
    }
    if (sources.pages?.insights) {
      const { landingRoutes } = await import('./insights/landing-routes.ts');
      for (const [file, data] of Object.entries(landingRoutes(language, sources))) put(path.join(routes, file), data);
    }
  }
  return { files, folders };
}

/** The generated files that differ from what the script would write, or that it would delete. */
export async function staleInsightsFiles(): Promise<string[]> {
  const { files, folders } = await composeInsights();
  const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file);
  for (const folder of folders.filter((f) => existsSync(f))) {
    for (const name of readdirSync(folder)) if (!files.has(path.join(folder, name))) stale.push(path.join(folder, name));
  }
  return stale.map((file) => path.relative(ROOT, file)).sort();
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleInsightsFiles();
    for (const file of stale) console.error(`stale: ${file}`);
    process.exitCode = stale.length > 0 ? 1 : 0;
    return;
  }
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const { files, folders } = await composeInsights(LANGUAGES.filter((l) => !only || l === only));
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) if (!files.has(path.join(folder, name))) rmSync(path.join(folder, name), { recursive: true });
  }
  for (const [file, text] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`wrote ${files.size} files`);
}

export const helpers = {
  typeItem,
  taxonomyItem,
  TOPICS,
  INDUSTRIES,
  REGIONS,
  TYPES,
  INSIGHTS_TYPES,
  NEWS,
  ARTICLES,
  value,
  image,
  link,
  pageFields,
  route,
  rendering,
  prefix,
  sitecoreDate,
  articlePath,
  articleId,
  newsPath,
  newsId,
  readJson,
  idOfPath,
  stableUuid,
  NEWS_SOURCE_ID,
  PAGE_TEMPLATE_ID,
  HOME,
  SITE,
  CONTENT,
};
export type { Sources };

// Not awaited at the top level: the route modules it imports import this module's helpers back.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
