/**
 * Writes the sustainability and corporate sample pages of issue 13 (docs/page-building-blocks.md,
 * Pages) from scripts/corporate/: /sustainability and its five pages, /about/governance,
 * /about/chairmans-message, /about/partnerships, /investor-relations, /careers and /events, in
 * English and Arabic, and their art (content/media/ports-group/{sustainability,corporate,events}/).
 * `npx tsx scripts/compose-corporate.ts`; `--check` lists stale files and fails.
 * Ids are name-based UUIDs, so a re-run changes only what the source changed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPORATE_PAGES } from './corporate/corporate.ts';
import { ART, nameUuid, resolve, type Lang, type Page } from './corporate/model.ts';
import { SUSTAINABILITY_PAGES } from './corporate/sustainability.ts';
import { pagePlaceholders } from './page-areas.ts';
import { GROUP_SITE_NAME, seoRouteFields } from './seo-route-fields.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = path.join(ROOT, 'content', 'sites', 'ports-group');
const MEDIA = path.join(ROOT, 'content', 'media', 'ports-group');
const LANGS: Lang[] = ['en', 'ar'];

const PAGE_TEMPLATE_ID = '4414a1f9-826a-4647-8ef4-5e4b8a2d2a8b';
const LAYOUT_ID = '96e5f4ba-a2cf-4a4c-a4e7-64da88226362';
const DEVICE_ID = 'fe5d7fdf-89c0-4d99-9aa3-b5fbd009c9f3';
const SITE_NAME = GROUP_SITE_NAME;

export const PAGES: Page[] = [...SUSTAINABILITY_PAGES, ...CORPORATE_PAGES];

/** The item id of a page, the same in both languages. */
export const pageId = (routePath: string): string => nameUuid(`ports-group/pages${routePath}`);

function pageFields(page: Page, lang: Lang): Record<string, unknown> {
  const full = `${page.title[lang]} | ${SITE_NAME[lang]}`;
  const description = page.description[lang];
  return seoRouteFields({ lang, title: full, description, siteName: SITE_NAME[lang], ogImage: resolve(page.ogImage, lang, ''), headline: page.headline[lang] });
}

/** Data item names made unique on the page (`Cross Link`, `Cross Link 2`, …). */
function dataNames(page: Page): string[] {
  const seen = new Map<string, number>();
  return page.blocks.map((block) => {
    const count = (seen.get(block.data) ?? 0) + 1;
    seen.set(block.data, count);
    return count === 1 ? block.data : `${block.data} ${count}`;
  });
}

export function routeOf(page: Page, lang: Lang): Record<string, unknown> {
  const names = dataNames(page);
  const dataRoot = `/sitecore/content/ports-group/Home${page.path}/Data`;
  const scope = `ports-group/pages${page.path}`;
  const breadcrumb = {
    uid: nameUuid(`${scope}/breadcrumb`),
    componentName: 'Breadcrumb',
    dataSource: '',
    params: { GridParameters: 'col-12', DynamicPlaceholderId: '1' },
    fields: {},
  };
  const main = page.blocks.map((block, index) => ({
    uid: nameUuid(`${scope}/${names[index]}`),
    componentName: block.component,
    dataSource: block.data ? `${dataRoot}/${names[index]}` : '',
    params: { GridParameters: 'col-12', DynamicPlaceholderId: String(index + 2), ...block.params },
    fields: resolve(block.fields, lang, `${scope}/${names[index]}`),
  }));
  // The partnerships landing has a main area alone (spec 000 section 2); the others are generic pages.
  const template = page.path === '/about/partnerships' ? 'Partnerships Landing' : 'Page';
  return {
    name: page.path.split('/').pop(),
    displayName: page.title[lang],
    fields: pageFields(page, lang),
    databaseName: 'web',
    deviceId: DEVICE_ID,
    itemId: pageId(page.path),
    itemLanguage: lang,
    itemVersion: 1,
    layoutId: LAYOUT_ID,
    templateId: PAGE_TEMPLATE_ID,
    templateName: template,
    placeholders: pagePlaceholders(template, [breadcrumb, ...main]),
  };
}

/** Every file the script writes, by absolute path, with its text. */
export function corporateFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of PAGES) {
    for (const lang of LANGS) files.set(path.join(SITE, lang, 'routes', `${page.path.slice(1)}.json`), `${JSON.stringify(routeOf(page, lang), null, 2)}\n`);
  }
  // The art registers itself while the pages are built (module load), so it is complete here.
  for (const [file, draw] of [...ART].sort(([a], [b]) => a.localeCompare(b))) files.set(path.join(MEDIA, file), draw());
  return files;
}

/** The files that differ from what the script would write (relative to the repository). */
export function staleCorporateFiles(): string[] {
  return [...corporateFiles()].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => path.relative(ROOT, file));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = staleCorporateFiles();
  if (check) {
    if (stale.length > 0) {
      console.error(`stale: ${stale.join(', ')}\nrun \`npx tsx scripts/compose-corporate.ts\``);
      process.exit(1);
    }
    console.log('corporate pages are up to date');
  } else {
    const files = corporateFiles();
    for (const file of stale) {
      const absolute = path.join(ROOT, file);
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, files.get(absolute)!);
    }
    console.log(`wrote ${stale.length} files`);
  }
}
