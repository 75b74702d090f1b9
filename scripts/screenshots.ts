/**
 * Screenshots to look at (they are not compared): each path at 375, 768 and 1280 px, top of the
 * page and the footer, from a running server. Usage:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots /about /ar/about /no-such-page
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../bench/browser.ts';

const [base = 'http://localhost:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/ar', '/about', '/ar/about', '/no-such-page', '/ar/no-such-page'];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  for (const width of [375, 768, 1280]) {
    for (const path of targets) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
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
