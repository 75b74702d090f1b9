import { describe, expect, it } from 'vitest';
import { hydrateAllIslands, openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';
import { waitForCachedPage, PAGE_HIT } from '../support/server.ts';

const site = useSiteInChromium();

/** Page state the test reads: which inline scripts ran, and what the CSP refused. */
declare global {
  interface Window {
    __injectedRan?: boolean;
    __violations?: string[];
    meridianSite?: { bodyStart?: number; bodyEnd?: number };
  }
}

describe('a page from the page cache in Chromium', () => {
  it.each(['/', '/ar'])('%s runs its own scripts by hash, hydrates every island, and has no CSP violation', async (path) => {
    await waitForCachedPage(site.server, path);
    const { page, problems } = await openPage(site.browser);
    const response = await page.goto(site.server.url + path);
    expect(response?.headers()['server-timing']).toMatch(PAGE_HIT);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' ('sha256-[^']+' )+'strict-dynamic'/);
    await hydrateAllIslands(page);
    // The site's own inline snippets ran (hash-trusted), at the start and the end of the body.
    expect(await page.evaluate(() => [typeof window.meridianSite?.bodyStart, typeof window.meridianSite?.bodyEnd])).toEqual(['number', 'number']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('blocks an inline script injected into the cached bytes', async () => {
    await waitForCachedPage(site.server, '/about');
    const { page, problems } = await openPage(site.browser);
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__violations!.push(`${event.violatedDirective} ${event.sample}`));
    });
    // What an attacker who could write into the stored page would add: an inline script, and one
    // that copies the hash-trusted bootstrap's text but not its position in the policy.
    await page.route(`${site.server.url}/about`, async (route) => {
      const original = await route.fetch();
      expect(original.headers()['server-timing']).toMatch(PAGE_HIT);
      const html = (await original.text()).replace('</main>', '<script>window.__injectedRan = true</script></main>');
      await route.fulfill({ response: original, body: html });
    });
    await page.goto(site.server.url + '/about');
    await waitForHydration(page);
    expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined();
    // One refusal: the injected script (the policy asks for no sample, so none is reported).
    expect(await page.evaluate(() => window.__violations)).toEqual([expect.stringMatching(/^script-src-elem/)]);
    // Chromium reports the refusal on the console; nothing else went wrong.
    expect(problems.filter((p) => !p.includes('Content Security Policy'))).toEqual([]);
    expect(problems.filter((p) => p.includes('Content Security Policy'))).toHaveLength(1);
    await page.context().close();
  });
});
