/**
 * Writes the contact, country, legal and FAQ pages of the sample site (issue 13) in both
 * languages, and their art, from the source in `scripts/service-pages/`:
 *
 *   npx tsx scripts/compose-service-pages.ts          write everything
 *   npx tsx scripts/compose-service-pages.ts --check  list stale files, exit 1 if any
 *
 * Routes: `/contact`, `/ae`, `/sa`, `/in`, `/uk`, `/eg`, `/accessibility`, `/privacy`, `/terms`,
 * `/cookies`, `/faq`. Art: `media/ports-group/countries/` and `media/ports-group/contact/`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bannerSvg, cardSvg, mobileBannerSvg, type CardArt } from './service-pages/art.ts';
import { contactPage } from './service-pages/contact.ts';
import { COUNTRY_PAGES, countryPage, PALETTES } from './service-pages/countries.ts';
import { faqPage } from './service-pages/faq.ts';
import { LEGAL_PAGES, legalPage } from './service-pages/legal.ts';
import { LANGS } from './service-pages/model.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = path.join(ROOT, 'content');

const CARD_ART: Record<CardArt, string> = {
  tower: 'An office tower among lower buildings',
  terminal: 'Ship-to-shore cranes over stacked containers',
  warehouse: 'Warehouses with loading bays and a truck',
  'harbour-office': 'A harbour office by the water',
  'media-desk': 'A screen showing a picture and lines of text',
};

export function composeServicePages(): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  for (const lang of LANGS) {
    const routes = path.join(CONTENT, 'sites', 'ports-group', lang, 'routes');
    files.set(path.join(routes, 'contact.json'), json(contactPage(lang)));
    for (const country of COUNTRY_PAGES) files.set(path.join(routes, `${country.code}.json`), json(countryPage(country, lang)));
    for (const legal of LEGAL_PAGES) files.set(path.join(routes, `${legal.name}.json`), json(legalPage(legal, lang)));
    files.set(path.join(routes, 'faq.json'), json(faqPage(lang)));
  }
  const media = path.join(CONTENT, 'media', 'ports-group');
  for (const country of COUNTRY_PAGES) {
    files.set(path.join(media, 'countries', `${country.code}-banner.svg`), bannerSvg(country.scene));
    files.set(path.join(media, 'countries', `${country.code}-banner-mobile.svg`), mobileBannerSvg(country.scene));
  }
  for (const [kind, title] of Object.entries(CARD_ART) as Array<[CardArt, string]>) {
    files.set(path.join(media, 'contact', `${kind}.svg`), cardSvg(kind, title, kind === 'terminal' ? PALETTES.RED_SEA_SAND : PALETTES.GULF_DUSK));
  }
  return files;
}

function main(): void {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, content] of composeServicePages()) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === content) continue;
    stale.push(path.relative(ROOT, file));
    if (!check) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  console.log(check ? `${stale.length} stale file(s)${stale.length ? `:\n${stale.join('\n')}` : ''}` : `wrote ${stale.length} file(s)`);
  if (check && stale.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
