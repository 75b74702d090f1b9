/**
 * The people sample content (issue 12, docs/people-and-resources.md) is written in a compact form
 * under scripts/people/ (who each leader is, in meta.ts; what the pages say, per language, in
 * text-{en,ar}.ts; the portraits, in art.ts). This script writes the twelve Leader Pages
 * (routes/about/leadership/{slug}.json), /about/leadership, the gallery group routes/blocks/people.json
 * and the portraits (media/ports-group/people/): `npx tsx scripts/compose-people.ts` (`--check`
 * only reports stale files, as src/content-server/sample-people.test.ts does). The files it writes
 * are not edited by hand. The tag items themselves (items/…/Tags/…) are the tools work's; the
 * leaders inline them with the same name-based ids (`tagId`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { helpers } from './compose-insights.ts';
import { leadershipHeroSvg, portraitSvg } from './people/art.ts';
import { LEADERS } from './people/meta.ts';
import { LEADERS_AR, PAGES_AR } from './people/text-ar.ts';
import { LEADERS_EN, PAGES_EN } from './people/text-en.ts';
import type { Language, LeaderMeta, LeaderText, PeoplePagesText } from './people/types.ts';

const { stableUuid, value, link, pageFields, route, rendering, prefix, HOME, PAGE_TEMPLATE_ID, SITE, CONTENT } = helpers;
type Json = Record<string, unknown>;

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEDIA = path.join(CONTENT, 'media', 'ports-group', 'people');
const LANGUAGES: Language[] = ['en', 'ar'];

export const LEADER_TEMPLATE_ID = '83b243eb-b72e-41c9-890f-c52713636fe7';
export const LEADERSHIP_PATH = '/about/leadership';
export const LEADERSHIP_ID = stableUuid(`Home${LEADERSHIP_PATH}`);
/** The hero art, its figures on the end side of the page's direction. */
const heroSrc = (language: Language): string => `/-/media/ports-group/people/leadership-hero${language === 'ar' ? '-rtl' : ''}.svg`;
const OTHER_LEADERS_DS = `${HOME}${LEADERSHIP_PATH}/Data/Other Leaders`;
const PEOPLE_LIST_DS = `${HOME}${LEADERSHIP_PATH}/Data/People Cards List`;

const TEXT: Record<Language, { leaders: Record<string, LeaderText>; pages: PeoplePagesText }> = {
  en: { leaders: LEADERS_EN, pages: PAGES_EN },
  ar: { leaders: LEADERS_AR, pages: PAGES_AR },
};

/** A tag's id: the name-based UUID of `ports-group/tags/{type}/{name}` (the contract's rule). */
export function tagId(type: 'country' | 'function' | 'port', name: string): string {
  return stableUuid(`tags/${type}/${name}`);
}

export const leaderPath = (slug: string): string => `${LEADERSHIP_PATH}/${slug}`;
export const leaderId = (slug: string): string => stableUuid(`Home${leaderPath(slug)}`);

/** Text as HTML (the bio is rich text: an & must be written &amp;). */
const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function tag(type: 'country' | 'function', name: string, language: Language): Json {
  const labels = type === 'country' ? TEXT[language].pages.countries : TEXT[language].pages.functions;
  const label = labels[name];
  if (!label) throw new Error(`${language}: no label for ${type} tag ${name}`);
  return { id: tagId(type, name), name, displayName: label, fields: { value: value(label) } };
}

function filterType(type: 'country' | 'function', language: Language): Json {
  const label = TEXT[language].pages.filters[type];
  const name = type === 'country' ? 'Country' : 'Function';
  return {
    id: stableUuid(`filter-types/people/${type}`),
    name,
    fields: { name: value(name), filterType: value(type), filterNameToDisplay: value(label), displayName: value(label) },
  };
}

function portrait(meta: LeaderMeta, text: LeaderText, language: Language, width: string, height: string): Json {
  const alt = fill(TEXT[language].pages.portraitAlt, { name: text.name });
  return value({ src: `/-/media/ports-group/people/${meta.slug}.svg`, alt, width, height });
}

function socialLink(href: string | undefined): Json {
  if (!href) return value({ href: '' });
  return value({ href, text: '', anchor: '', linktype: 'external', class: '', title: '', target: '_blank', url: href });
}

function textOf(meta: LeaderMeta, language: Language): LeaderText {
  const text = TEXT[language].leaders[meta.slug];
  if (!text) throw new Error(`${language}: no text for leader ${meta.slug}`);
  return text;
}

/** A leader as the Layout Service inlines a Leader Page item in a multilist. */
function leaderItem(meta: LeaderMeta, language: Language): Json {
  const text = textOf(meta, language);
  return {
    id: leaderId(meta.slug),
    url: prefix(language, leaderPath(meta.slug)),
    name: meta.slug,
    displayName: text.name,
    fields: {
      cardImage: portrait(meta, text, language, '600', '750'),
      name: value(text.name),
      designation: value(text.designation),
      country: [tag('country', meta.country, language)],
      function: [tag('function', meta.function, language)],
    },
  };
}

const allLeaders = (language: Language): Json[] => LEADERS.map((meta) => leaderItem(meta, language));

function peopleCarousel(page: string, index: number, language: Language): Json {
  return rendering(page, index, 'PeopleCarousel', OTHER_LEADERS_DS, { headline: value(TEXT[language].pages.otherLeaders), leaders: allLeaders(language) });
}

function peopleCardsList(page: string, index: number, language: Language): Json {
  const t = TEXT[language].pages.leadership;
  return rendering(page, index, 'PeopleCardsList', PEOPLE_LIST_DS, {
    headline: value(t.listHeadline),
    description: value(t.listDescription),
    filtersToDisplay: [filterType('country', language), filterType('function', language)],
    leaders: allLeaders(language),
    defaultCountry: tag('country', 'global', language),
    sectionId: value('leaders'),
  });
}

/** A Leader Page's own fields (besides the Page fields). */
function leaderFieldsOf(meta: LeaderMeta, language: Language): Record<string, Json | Json[]> {
  const text = textOf(meta, language);
  const pages = TEXT[language].pages;
  const image = portrait(meta, text, language, '800', '1000');
  return {
    name: value(text.name),
    designation: value(text.designation),
    cta: link(language, LEADERSHIP_PATH, pages.back, LEADERSHIP_ID),
    image,
    cardImage: portrait(meta, text, language, '600', '750'),
    quote: value(text.quote),
    bio: value(text.bio.map((p) => `<p>${html(p)}</p>`).join('')),
    linkedin: socialLink(meta.linkedin && `https://www.linkedin.com/in/example-${meta.linkedin}`),
    twitter: socialLink(meta.twitter && `https://x.com/example_${meta.twitter}`),
    country: [tag('country', meta.country, language)],
    function: [tag('function', meta.function, language)],
    breadcrumbTitle: value(text.name),
  };
}

function leaderRoute(meta: LeaderMeta, language: Language): Json {
  const text = textOf(meta, language);
  const pages = TEXT[language].pages;
  const page = leaderPath(meta.slug);
  const image = portrait(meta, text, language, '800', '1000');
  const fields = {
    ...pageFields(language, text.name, fill(pages.metaDescription, { name: text.name, designation: text.designation }), image),
    ...leaderFieldsOf(meta, language),
  };
  return route(
    language,
    meta.slug,
    text.name,
    fields,
    leaderId(meta.slug),
    [LEADER_TEMPLATE_ID, 'Leader Page'],
    [rendering(page, 0, 'Breadcrumb', '', {}), rendering(page, 1, 'LeaderDetail', '', {}), peopleCarousel(page, 2, language)],
  );
}

function heroBanner(language: Language, page: string, eyebrow: string, headline: string, description: string, alt: string): Json {
  return rendering(page, 1, 'HeroBanner', `${HOME}${page}/Data/Hero Banner`, {
    eyebrow: value(eyebrow),
    headline: value(headline),
    description: value(description),
    image: value({ src: heroSrc(language), alt, width: '1600', height: '900' }),
    mobileImage: value({}),
    cta: value({ href: '' }),
  });
}

function leadershipRoute(language: Language): Json {
  const t = TEXT[language].pages.leadership;
  const hero = value({ src: heroSrc(language), alt: t.heroAlt, width: '1600', height: '900' });
  const fields = { ...pageFields(language, t.headline, t.description, hero), breadcrumbTitle: value(t.crumb) };
  return route(
    language,
    'leadership',
    t.crumb,
    fields,
    LEADERSHIP_ID,
    [PAGE_TEMPLATE_ID, 'Page'],
    [
      rendering(LEADERSHIP_PATH, 0, 'Breadcrumb', '', {}),
      heroBanner(language, LEADERSHIP_PATH, t.eyebrow, t.headline, t.description, t.heroAlt),
      peopleCardsList(LEADERSHIP_PATH, 2, language),
    ],
  );
}

/** The gallery group /blocks/people: the people list and the carousel (no current leader here). */
function galleryRoute(language: Language): Json {
  const g = TEXT[language].pages.gallery;
  const page = '/blocks/people';
  const hero = value({ src: heroSrc(language), alt: TEXT[language].pages.leadership.heroAlt, width: '1600', height: '900' });
  // The group page carries the first leader's fields, so LeaderDetail (which reads the route's
  // fields) shows here as on a Leader Page; on the composed /blocks it has no leader to show.
  const { breadcrumbTitle: _crumb, ...leaderFields } = leaderFieldsOf(LEADERS[0]!, language);
  const fields = { ...leaderFields, ...pageFields(language, g.title, g.intro, hero), customMetaData: value('robots=noindex') };
  return route(
    language,
    'people',
    g.title,
    fields,
    stableUuid(`Home${page}`),
    [PAGE_TEMPLATE_ID, 'Page'],
    [
      rendering(page, 0, 'Breadcrumb', '', {}),
      rendering(page, 1, 'RichText', '', { Text: value(`<h1>${html(g.title)}</h1><p>${html(g.intro)}</p>`) }),
      peopleCardsList(page, 2, language),
      rendering(page, 4, 'LeaderDetail', '', {}),
      peopleCarousel(page, 3, language),
    ],
  );
}

const serialise = (data: unknown): string => (typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);

/** Every file this script writes (absolute path -> text), and the folders it owns entirely. */
export function composePeople(): { files: Map<string, string>; folders: string[] } {
  const files = new Map<string, string>();
  const put = (file: string, data: unknown): void => void files.set(file, serialise(data));
  LEADERS.forEach((meta, index) => put(path.join(MEDIA, `${meta.slug}.svg`), portraitSvg(meta, index)));
  put(path.join(MEDIA, 'leadership-hero.svg'), leadershipHeroSvg(LEADERS));
  put(path.join(MEDIA, 'leadership-hero-rtl.svg'), leadershipHeroSvg(LEADERS, 'left'));
  const folders = [MEDIA];
  for (const language of LANGUAGES) {
    const routes = path.join(SITE, language, 'routes');
    folders.push(path.join(routes, 'about', 'leadership'));
    for (const meta of LEADERS) put(path.join(routes, 'about', 'leadership', `${meta.slug}.json`), leaderRoute(meta, language));
    put(path.join(routes, 'about', 'leadership.json'), leadershipRoute(language));
    put(path.join(routes, 'blocks', 'people.json'), galleryRoute(language));
  }
  return { files, folders };
}

/** The generated files that differ from what the script would write, or that it would delete. */
export function stalePeopleFiles(): string[] {
  const { files, folders } = composePeople();
  const stale = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file);
  for (const folder of folders.filter((f) => existsSync(f))) {
    for (const name of readdirSync(folder)) if (!files.has(path.join(folder, name))) stale.push(path.join(folder, name));
  }
  return stale.map((file) => path.relative(ROOT, file)).sort();
}

function main(): void {
  if (process.argv.includes('--check')) {
    const stale = stalePeopleFiles();
    for (const file of stale) console.error(`stale: ${file}`);
    process.exitCode = stale.length > 0 ? 1 : 0;
    return;
  }
  const { files, folders } = composePeople();
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
