/**
 * Writes the drydocks sample site (content/README.md, "The drydocks site") from scripts/drydocks/:
 * content/sites/drydocks/ (site.json; per language the routes, the header and footer partials,
 * the dictionary and the Site Settings item) and its art under content/media/drydocks/.
 * `npx tsx scripts/compose-drydocks.ts`; `--check` lists stale files and fails.
 * Ids are name-based UUIDs, so a re-run changes only what the source changed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ART } from './drydocks/art.ts';
import { DICTIONARY } from './drydocks/dictionary.ts';
import { LANGS, pageId, resolve, routeOf, SITE, type Lang, type Page } from './drydocks/model.ts';
import { NEWS_PAGES } from './drydocks/news.ts';
import { PAGES as SITE_PAGES } from './drydocks/pages.ts';
import { footerPartial, headerPartial, settingsItem, siteDefinition } from './drydocks/site.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_DIR = path.join(ROOT, 'content', 'sites', SITE);
const MEDIA = path.join(ROOT, 'content', 'media', SITE);

export const DRYDOCKS_PAGES: Page[] = [...SITE_PAGES, ...NEWS_PAGES];
export { pageId };

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** routes/home.json is '/', routes/news/x.json is '/news/x'. */
export const routeFile = (routePath: string): string => (routePath === '/' ? 'home.json' : `${routePath.slice(1)}.json`);

function languageFiles(lang: Lang): Map<string, string> {
  const files = new Map<string, string>();
  const dir = path.join(SITE_DIR, lang);
  for (const page of DRYDOCKS_PAGES) files.set(path.join(dir, 'routes', routeFile(page.path)), json(routeOf(page, lang)));
  files.set(path.join(dir, 'partials', 'headless-header.json'), json(resolve(headerPartial(), lang, `${SITE}/partials/header`)));
  files.set(path.join(dir, 'partials', 'headless-footer.json'), json(resolve(footerPartial(), lang, `${SITE}/partials/footer`)));
  files.set(path.join(dir, 'dictionary.json'), json(Object.fromEntries(DICTIONARY.map(([key, phrase]) => [key, phrase[lang]]))));
  files.set(path.join(dir, 'settings.json'), json(resolve(settingsItem(), lang, `${SITE}/settings`)));
  return files;
}

/** Every file the script writes, by absolute path, with its text. */
export function drydocksFiles(): Map<string, string> {
  const files = new Map<string, string>([[path.join(SITE_DIR, 'site.json'), json(siteDefinition())]]);
  for (const lang of LANGS) for (const [file, text] of languageFiles(lang)) files.set(file, text);
  // The art registers itself while the pages are built (module load), so it is complete here.
  for (const [file, draw] of [...ART].sort(([a], [b]) => a.localeCompare(b))) files.set(path.join(MEDIA, file), draw());
  return files;
}

/** The files that differ from what the script would write (relative to the repository). */
export function staleDrydocksFiles(): string[] {
  return [...drydocksFiles()].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => path.relative(ROOT, file));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = staleDrydocksFiles();
  if (check) {
    if (stale.length > 0) {
      console.error(`stale: ${stale.join(', ')}\nrun \`npx tsx scripts/compose-drydocks.ts\``);
      process.exit(1);
    }
    console.log('drydocks site is up to date');
  } else {
    const files = drydocksFiles();
    for (const file of stale) {
      const absolute = path.join(ROOT, file);
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, files.get(absolute)!);
    }
    console.log(`wrote ${stale.length} files`);
  }
}
