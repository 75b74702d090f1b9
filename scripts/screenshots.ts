/**
 * Screenshots to look at (they are not compared): each path at 375, 768 and 1280 px, top of the
 * page and the footer, from a running server. Usage:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots /about /ar/about /no-such-page
 * With `--header='cf-ipcountry: SA'` (any number), every request carries the header and the
 * browser calls itself a person's Chrome (headless Chromium is a crawler, which sees a page's
 * default variant): a personalised variant to look at (docs/personalisation.md).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PERSON_USER_AGENT } from '../bench/browser.ts';

const args = process.argv.slice(2);
const headers = Object.fromEntries(
  args
    .filter((arg) => arg.startsWith('--header='))
    .map((arg) => {
      const [name = '', ...value] = arg.slice('--header='.length).split(':');
      return [name.trim().toLowerCase(), value.join(':').trim()];
    }),
);
const [base = 'http://localhost:3000', out = '/tmp/shots', ...paths] = args.filter((arg) => !arg.startsWith('--header='));
const targets = paths.length > 0 ? paths : ['/', '/ar', '/about', '/ar/about', '/no-such-page', '/ar/no-such-page'];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  for (const width of [375, 768, 1280]) {
    for (const path of targets) {
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        ...(Object.keys(headers).length > 0 ? { extraHTTPHeaders: headers, userAgent: PERSON_USER_AGENT } : {}),
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/\//g, '_') || 'home'}-${width}`;
      await page.screenshot({ path: `${out}/${name}-top.png` });
      const footer = page.locator('footer [data-block="footer"]');
      if ((await footer.count()) > 0) await footer.screenshot({ path: `${out}/${name}-footer.png` });
      await page.close();
      console.log(`${out}/${name}-top.png`);
    }
  }
} finally {
  await browser.close();
}
