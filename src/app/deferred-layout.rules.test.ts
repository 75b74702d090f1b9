// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { layOutDeferredBlocks } from './deferred-layout.ts';
import {
  DEFER_ATTRIBUTE,
  deferredLayoutCss,
  LAID_OUT_ATTRIBUTE,
  LAYOUT_ALL_ATTRIBUTE,
  layoutAllOnJumpScript,
  NEVER_DEFERRED,
  PORTALLED_FIXED,
} from './deferred-layout.rules.ts';

const COMPONENTS = join(import.meta.dirname, '..', 'components');
/** Blocks of the header area, never in main. */
const HEADER_AREA = new Set(['header']);

describe('which blocks may be deferred', () => {
  it('every block whose interface leaves its box (position: fixed, the filters panel) is never deferred, or portals it out', () => {
    const leaving = readdirSync(COMPONENTS).filter((folder) => {
      const files = readdirSync(join(COMPONENTS, folder)).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
      return files.some((file) => {
        const text = readFileSync(join(COMPONENTS, folder, file), 'utf8');
        return /position:\s*fixed/.test(text) || text.includes('ui/filters/') || text.includes('ui/reading-progress/');
      });
    });
    expect(leaving.length).toBeGreaterThan(5);
    for (const folder of leaving) {
      if (HEADER_AREA.has(folder)) continue;
      expect(folder in NEVER_DEFERRED || PORTALLED_FIXED.includes(folder), `${folder} has position: fixed; list it in NEVER_DEFERRED or PORTALLED_FIXED`).toBe(
        true,
      );
    }
  });

  it('the rule skips main blocks from the third on, but never a listed block, a laid-out block or with every block laid out', () => {
    const css = deferredLayoutCss();
    expect(css).toContain('content-visibility: auto');
    expect(css).toContain(':nth-child(n + 3 of [data-block], [data-island])');
    expect(css).toContain(`:root:not([${LAYOUT_ALL_ATTRIBUTE}]) &[${DEFER_ATTRIBUTE}]`);
    expect(css).toContain(`:not([${LAID_OUT_ATTRIBUTE}])`);
    for (const name of Object.keys(NEVER_DEFERRED)) expect(css).toContain(`[data-block="${name}"]`);
  });
});

describe('in the browser', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(LAYOUT_ALL_ATTRIBUTE);
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  it('lays out the deferred blocks one at a time, top to bottom, once the page has loaded', async () => {
    document.body.innerHTML =
      `<main ${DEFER_ATTRIBUTE}><section data-block="hero"></section><div data-island="tabs"><section data-block="tabs"></section></div>` +
      `<section data-block="rich-text"><div data-block="inner"></div></section></main>`;
    const order: string[] = [];
    new MutationObserver((records) => records.forEach((r) => order.push((r.target as Element).getAttribute('data-block')!))).observe(document.body, {
      subtree: true,
      attributeFilter: [LAID_OUT_ATTRIBUTE],
    });
    await layOutDeferredBlocks(document);
    await Promise.resolve();
    expect(order).toEqual(['hero', 'tabs', 'rich-text']);
    expect(document.querySelector('[data-block="inner"]')!.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
  });

  it('the first script lays every block out for a page opened on a fragment, or an in-page link followed, and not for a link elsewhere', () => {
    const run = () => new Function(layoutAllOnJumpScript())();
    const all = () => document.documentElement.hasAttribute(LAYOUT_ALL_ATTRIBUTE);
    history.replaceState(null, '', '/about#leaders');
    run();
    expect(all()).toBe(true);
    document.documentElement.removeAttribute(LAYOUT_ALL_ATTRIBUTE);
    history.replaceState(null, '', '/about');
    run();
    expect(all()).toBe(false);
    document.body.innerHTML =
      '<a id="away" href="/news#top">news</a><a id="plain" href="/about">about</a><a id="here" href="#leaders"><span>leaders</span></a>';
    const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.addEventListener('click', (e) => e.preventDefault());
    click('away');
    click('plain');
    expect(all()).toBe(false);
    document.querySelector('#here span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(all()).toBe(true);
  });
});
