import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickFirstTabsLogistics, holdImages, holdRequests, hydrateAllIslands, openPage, useSiteInChromium, waitForHydration } from '../support/browser.ts';
import { coveringPages, samplePages } from '../support/sample-pages.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * Islands in Chromium (decision record 009): static markup is never touched by React, the islands
 * work in both directions at phone and desktop widths, and no sample page logs a problem or has a
 * serious accessibility fault once every island is awake.
 */
const site = useSiteInChromium();

/**
 * The sweep visits the fewest pages that hold every block kind, and one page of each template
 * (test/support/sample-pages.ts): it grows with the kinds of block and page, not with the number
 * of pages. A page chosen for a block kind no other page holds is woken twice, in English at a
 * desktop's width and in Arabic at a phone's; a page chosen only for its template once, the
 * templates taking turns between the two, since its blocks are woken in both already. The 404
 * page answers 404, which the watcher counts as a problem; footer-404.test.ts visits it.
 */
const SWEEP: (readonly [path: string, width: 1280 | 375])[] = (() => {
  const held = new Set<string>();
  const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);
  let templateOnly = 0;
  return coveringPages(samplePages())
    .filter((page) => page.path !== '/404')
    .flatMap((page) => {
      const gain = [...page.blocks].filter((kind) => !held.has(kind));
      for (const kind of gain) held.add(kind);
      if (gain.length > 0) return [[page.path, 1280] as const, [arabic(page.path), 375] as const];
      return [templateOnly++ % 2 === 0 ? ([page.path, 1280] as const) : ([arabic(page.path), 375] as const)];
    });
})();

/** Whether React has ever attached itself to this element (its fiber and props keys). */
const touchedByReact = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/** Whether the page, left alone, loaded no React: no hydrating code fetched, no island woken. */
const leftAlone = async (page: Page, requested: readonly string[]) => {
  await page.waitForTimeout(500);
  expect(requested.filter((url) => /\/assets\/island-hydrator-[\w-]+\.js$/.test(url))).toEqual([]);
  expect(await page.locator('[data-island-hydrated]').count()).toBe(0);
};

describe('static markup', () => {
  it.each(['/', '/ar'])(
    '%s: axe finds nothing serious as it first shows; static blocks keep their server nodes, which React never touches, while the islands around them hydrate; it loads no icon code beyond the icons it shows',
    // axe over the whole page, then every island woken: more than a plain visit.
    { timeout: 45_000 },
    async (path) => {
      const { page, problems } = await openPage(site.browser, 1280);
      // From the first byte: remember the hero heading's node, and record every change made to
      // elements outside the islands (React's own streaming moves aside).
      await page.addInitScript(() => {
        const w = window as unknown as { changedOutside: string[]; heroHeading?: Element; serverStyles?: { tag: Element; text: string }[] };
        w.changedOutside = [];
        const outside = (node: Node) => {
          const element = node instanceof Element ? node : node.parentElement;
          if (!element || !document.body.contains(element) || element === document.body) return false;
          return !element.closest('[data-island]') && !element.closest('[hidden][id^="S:"]');
        };
        new MutationObserver((mutations) => {
          for (const m of mutations) {
            // Chromium empties a script's nonce attribute once it has run (nonce hiding): not ours.
            // `data-laid-out` is the deferred layout's mark on a block (src/app/deferred-layout.ts), not React's.
            if (m.type === 'attributes' && m.attributeName !== 'nonce' && m.attributeName !== 'data-laid-out' && outside(m.target))
              w.changedOutside.push(`${m.attributeName} on ${(m.target as Element).tagName}`);
            // Text or elements inserted into static markup after the document was parsed.
            if (m.type === 'childList' && document.readyState === 'complete' && outside(m.target)) {
              for (const node of m.addedNodes) if (!(node instanceof HTMLScriptElement)) w.changedOutside.push(`child of ${(m.target as Element).tagName}`);
            }
          }
        }).observe(document, { subtree: true, attributes: true, childList: true });
        document.addEventListener('DOMContentLoaded', () => {
          w.heroHeading = document.querySelector('[data-block="hero-banner"] h1, [data-block="hero-banner"] h2') ?? undefined;
          w.serverStyles = [...document.querySelectorAll('style[data-styled]')].map((tag) => ({ tag, text: tag.textContent ?? '' }));
        });
      });
      await page.goto(site.server.url + path);
      // axe reads the page as it first shows, with the full chrome (accessibility.test.ts reads others).
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await hydrateAllIslands(page);

      const hero = '[data-block="hero-banner"] h1, [data-block="hero-banner"] h2';
      expect(
        await page
          .locator('[data-block="hero-banner"]')
          .first()
          .evaluate((el) => el.closest('[data-island]')),
      ).toBeNull();
      expect(await page.evaluate((sel) => (window as unknown as { heroHeading?: Element }).heroHeading === document.querySelector(sel), hero)).toBe(true);
      expect(await touchedByReact(page, hero)).toBe(false);
      expect(await touchedByReact(page, 'footer a')).toBe(false);
      expect(await touchedByReact(page, '[data-block="rich-text"]')).toBe(false);
      // Islands are React's: their elements carry its keys.
      expect(await touchedByReact(page, '[data-island="header"] [data-block="header"]')).toBe(true);
      expect(await touchedByReact(page, '[data-island="card-carousel"] [data-block]')).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { changedOutside: string[] }).changedOutside)).toEqual([]);
      // The server's style tags stay where they are, unchanged (src/app/adopt-server-styles.ts), and
      // the browser's own sheet repeats none of their class names.
      const styles = await page.evaluate(() => {
        const { serverStyles = [] } = window as unknown as { serverStyles?: { tag: Element; text: string }[] };
        const serverNames = new Set(
          serverStyles.flatMap(({ text }) => [...text.matchAll(/\{content:"([^"]*)"\}/g)].flatMap((m) => m[1]!.split(',').filter(Boolean))),
        );
        const browserSheets = [...document.querySelectorAll('style[data-styled]')].filter((tag) => !serverStyles.some((s) => s.tag === tag));
        const browserNames = browserSheets.flatMap((tag) =>
          [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].flatMap((rule) => [...rule.cssText.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!)),
        );
        return {
          serverTags: serverStyles.length,
          kept: serverStyles.every(({ tag, text }) => tag.isConnected && tag.textContent === text),
          repeated: [...new Set(browserNames.filter((name) => serverNames.has(name)))],
        };
      });
      expect(styles).toEqual({ serverTags: expect.any(Number), kept: true, repeated: [] });
      expect(styles.serverTags).toBeGreaterThan(0);
      // The document keeps the language and direction the server gave it.
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(path === '/ar' ? ['ar', 'rtl'] : ['en', 'ltr']);
      // Static blocks load no code: only island chunks (and the page runtime) were fetched.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.endsWith('.js')),
      );
      for (const block of ['hero-banner', 'rich-text', 'footer', 'promo', 'button']) {
        expect(
          scripts.filter((src) => new RegExp(`/assets/${block}-[\\w-]+\\.js$`).test(src)),
          `${block} loads no chunk`,
        ).toEqual([]);
      }
      // Issue 28: icons load by name, each its own chunk, and only those the page shows.
      await page.waitForLoadState('networkidle');
      const loadedFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1)));
      const icons = await iconsLoadedNotShown(page, loadedFiles);
      expect(icons.loaded.length).toBeGreaterThan(0);
      expect(icons.notShown).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('an island below the fold loads its code only when it comes near the viewport; a slide-in loads none until a trigger opens it, which hydrates it first', async () => {
    const { page, problems } = await openPage(site.browser, 1280, 800);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const quotes = () => requested.filter((url) => /\/assets\/quote-carousel-[\w-]+\.js$/.test(url));
    expect(quotes()).toEqual([]);
    expect(await page.locator('[data-island="quote-carousel"]').getAttribute('data-island-hydrated')).toBeNull();
    expect(requested.filter((url) => /\/assets\/form-container-[\w-]+\.js$/.test(url))).toEqual([]);
    await page.locator('[data-island="quote-carousel"] [data-block]').first().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-island="quote-carousel"]').getAttribute('data-island-hydrated')).toBe('true');
    expect(quotes()).toHaveLength(1);
    const trigger = page.locator('[data-modal-id="enquiry"]').first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    await expect.poll(() => page.locator('[role="dialog"]:visible').count()).toBe(1);
    expect(await page.locator('[data-island-modal="enquiry"]').getAttribute('data-island-hydrated')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an island in the first view waits for the page to finish loading (its images) before React loads for it', async () => {
    const { page, problems } = await openPage(site.browser, 375, 812);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const release = await holdImages(page);
    await page.goto(site.server.url + '/ar/document-hub', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const carousel = page.locator('[data-island="document-highlights"]');
    expect(await carousel.evaluate((root) => root.firstElementChild!.getBoundingClientRect().top < window.innerHeight + 200)).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(await carousel.getAttribute('data-island-hydrated')).toBeNull();
    expect(requested.filter((url) => /\/assets\/island-hydrator-[\w-]+\.js$/.test(url))).toEqual([]);
    release();
    await expect.poll(() => carousel.getAttribute('data-island-hydrated'), { timeout: 15_000 }).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the first input', () => {
  /** Holds the hydrating code (and so React) until the test lets it through. */
  const holdHydrator = (page: Page) => holdRequests(page, /\/assets\/island-hydrator-[\w-]+\.js$/);

  it('a click made before the runtime itself has loaded is held by the page and answered once the island has hydrated', async () => {
    const { page, problems } = await openPage(site.browser, 1280, 900);
    const release = await holdRequests(page, /\/assets\/entry-client-[\w-]+\.js$/);
    await page.goto(site.server.url + '/blocks/tabs-and-quotes', { waitUntil: 'domcontentloaded' });
    const { island, logistics } = await clickFirstTabsLogistics(page);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await logistics.getAttribute('aria-selected')).toBe('false');
    release();
    await expect.poll(() => island.getAttribute('data-island-hydrated'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => logistics.getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a click on an island whose code is still loading is held, then answered once it has hydrated; so is an arrow key, on the same control', async () => {
    const { page, problems } = await openPage(site.browser, 1280, 900);
    const release = await holdHydrator(page);
    await page.goto(site.server.url + '/blocks/tabs-and-quotes');
    await waitForHydration(page);
    // The gallery page holds two tab sets: a click on the first, an arrow key on the second.
    const { island, logistics } = await clickFirstTabsLogistics(page);
    expect(await island.getAttribute('data-island-hydrated')).toBeNull();
    expect(await logistics.getAttribute('aria-selected')).toBe('false');
    const second = page.locator('[data-island="tabs"]').nth(1);
    const tabs = second.locator('[role="tab"]');
    await tabs.first().scrollIntoViewIfNeeded();
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await second.getAttribute('data-island-hydrated')).toBeNull();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('false');
    release();
    await expect.poll(() => island.getAttribute('data-island-hydrated')).toBe('true');
    await expect.poll(() => logistics.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => second.getAttribute('data-island-hydrated')).toBe('true');
    await expect.poll(() => tabs.nth(1).evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // The home page in both languages is left alone at 375 px by the tests of both directions below.
  it.each(['/ar/news/all', '/about/leadership/amira-haddad'])(
    '%s left alone at 375 px loads no React: its first view only waits for the visitor',
    async (path) => {
      const { page, problems } = await openPage(site.browser, 375, 812);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
      await leftAlone(page, requested);
      // Reaching for the header wakes it; the page keeps working as before.
      await page.locator('[data-island="header"] [data-block="header"]').dispatchEvent('mouseover');
      await expect.poll(() => page.locator('[data-island="header"]').getAttribute('data-island-hydrated'), { timeout: 15_000 }).toBe('true');
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  const article = samplePages().find((p) => p.template === 'Article Page')!.path;
  it('an article left alone at 375 px loads no React; its reading-progress bar loads at the first scroll', async () => {
    const { page, problems } = await openPage(site.browser, 375, 812);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(site.server.url + '/ar' + article, { waitUntil: 'networkidle' });
    const bar = page.locator('[data-island="article-progress-bar"]');
    expect(await bar.count()).toBe(1);
    await leftAlone(page, requested);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => bar.getAttribute('data-island-hydrated'), { timeout: 15_000 }).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('islands in both directions', () => {
  it.each([
    ['/', 375],
    ['/ar', 375],
    ['/', 1280],
    ['/ar', 1280],
  ] as const)(
    '%s at %i px: the header answers the first tap and the card carousel moves, by button and by arrow key (on a phone: left alone, nothing loads; one islands document serves every island)',
    { timeout: 45_000 },
    async (path, width) => {
      const { page, problems } = await openPage(site.browser, width, 900);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // On a phone, the page left alone loads no React: its first view only waits for the visitor.
      // With the page cache on (the server's default) the page carries no island props, and
      // nothing has fetched its islands document (docs/architecture.md#islands).
      const islandsDocuments = () => requested.filter((url) => new URL(url).searchParams.has('__islands'));
      if (width === 375) {
        await leftAlone(page, requested);
        expect(await page.locator('script[data-island-props]').count()).toBe(0);
        expect(islandsDocuments()).toEqual([]);
      }
      // The header waits for the visitor: its first tap opens the menu all the same.
      const menu = page.locator(width < 1025 ? '#site-header-menu-toggle' : '[data-island="header"] nav button').first();
      const panel = page.locator(`#${(await menu.getAttribute('popovertarget')) ?? (await menu.getAttribute('aria-controls'))}`);
      expect(await panel.isVisible()).toBe(false);
      await menu.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      // The tap woke the island, which takes over from the markup.
      await expect.poll(() => page.locator('[data-island="header"]').getAttribute('data-island-hydrated')).toBe('true');
      // The first island to hydrate fetched the page's islands document.
      if (width === 375) expect(islandsDocuments().map((url) => new URL(url).pathname + new URL(url).search)).toEqual([`${path}?__islands=1`]);
      const carousel = page.locator('[data-island="card-carousel"] *:has(> [data-carousel-viewport])').first();
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('[data-island="card-carousel"]').getAttribute('data-island-hydrated')).toBe('true');
      const prev = carousel.locator('[data-carousel-controls] button').first();
      const next = carousel.locator('[data-carousel-controls] button').last();
      await expect.poll(() => prev.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      const slide = carousel.locator('[data-carousel-slide]').first();
      const before = (await slide.boundingBox())!.x;
      await next.click();
      await expect.poll(async () => (await slide.boundingBox())!.x !== before).toBe(true);
      await expect.poll(() => prev.isDisabled()).toBe(false);
      await page.waitForTimeout(700);
      const after = (await slide.boundingBox())!.x;
      // Forward moves the track towards the start of the reading direction.
      if (path === '/ar') expect(after).toBeGreaterThan(before);
      else expect(after).toBeLessThan(before);
      // Keyboard: the arrow key that points backwards in the reading direction goes back.
      await next.focus();
      await page.keyboard.press(path === '/ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => prev.isDisabled()).toBe(true);
      // An open event from another script reaches the slide-in, whose code has not loaded yet.
      if (width === 375) {
        expect(await page.locator('[data-island-modal="enquiry"]').getAttribute('data-island-hydrated')).toBeNull();
        await page.evaluate(() => window.dispatchEvent(new CustomEvent('openCustomModal', { detail: { id: 'enquiry' } })));
        await expect.poll(() => page.locator('[role="dialog"]:visible').count()).toBe(1);
        // Every island hydrates from the one islands document.
        await hydrateAllIslands(page);
        await page.waitForLoadState('networkidle');
        expect(islandsDocuments(), 'fetched once for all the islands').toHaveLength(1);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

/**
 * The build's own map from each icon module to its chunk (src/ui/icons/<name>.ts →
 * assets/icon-<name>-<set hash>.js, one hash for the whole set: scripts/icon-chunks.ts, which
 * src/ui/Icon.tsx relies on to import an icon by its name).
 */
function iconChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
  const chunks = new Map(
    Object.entries(manifest)
      .filter(([source]) => source.startsWith('src/ui/icons/'))
      .map(([source, { file }]) => [file, source.slice('src/ui/icons/'.length, -'.ts'.length)]),
  );
  const setHash = /-([\w-]{8})\.js$/.exec([...chunks.keys()][0] ?? '')?.[1];
  for (const [file, name] of chunks) expect(file).toBe(`assets/icon-${name}-${setHash}.js`);
  return chunks;
}

/**
 * The icons whose code the page loaded without showing them (issue 28: none). Islands draw icons
 * in the browser, so some load; the other state of a toggle the page shows may load with it: the
 * video player loads pause with play (src/components/video/VideoPlayer.tsx), so its first tap
 * draws at once.
 */
async function iconsLoadedNotShown(page: Page, requested: readonly string[]): Promise<{ loaded: string[]; notShown: string[] }> {
  const iconOfChunk = iconChunks();
  expect(iconOfChunk.size).toBeGreaterThan(250);
  const loaded = [...new Set(requested.flatMap((file) => iconOfChunk.get(file) ?? []))].sort();
  const shown = await page.evaluate(() => [...new Set([...document.querySelectorAll('svg[data-icon]')].map((svg) => svg.getAttribute('data-icon')!))]);
  const otherState: Record<string, string> = { play: 'pause', pause: 'play' };
  return { loaded, notShown: loaded.filter((name) => !shown.includes(name) && !shown.includes(otherState[name] ?? '')) };
}

describe('every sample page', () => {
  it('has sample pages to check, in both languages', () => {
    expect(SWEEP.length).toBeGreaterThan(4);
    expect(SWEEP.filter(([path]) => path.startsWith('/ar')).length).toBeGreaterThan(2);
  });

  it.for(SWEEP)(
    '%s at %i px: every island hydrates without a console error, warning or failed request, and axe finds nothing serious',
    // The gallery holds one of every block (over 60 islands): hydrating them one by one, then
    // axe over its 6,000 elements, takes long.
    { timeout: 60_000 },
    async ([path, width], { expect }) => {
      const { page, problems } = await openPage(site.browser, width, 900);
      await page.goto(site.server.url + path);
      await hydrateAllIslands(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // The gallery holds every block: axe reads its 6,000 elements once, in Arabic at a phone's
      // width (English pages are read at a desktop's width elsewhere in this sweep).
      if (!(path === '/blocks' && width === 1280)) expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
