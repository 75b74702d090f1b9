/**
 * Which blocks of the main area the browser may skip laying out and painting until they come
 * near the viewport (`content-visibility: auto`, issue 26 item 4), and the CSS that says so.
 * Pure: no React, no styled-components. The browser's side is `deferred-layout.ts`.
 *
 * Why: the page's first layout is its longest task on a slow phone (35 ms on `/` and 92 ms on
 * `/ar` at full speed, four times that at 4x CPU); skipping the blocks below the first ones halves
 * it (17 and 16 ms), which is what the first tap and total blocking time wait for.
 *
 * - Not the first blocks of main: the first two are on screen at load; skipping them would only
 *   delay the first paint. The hero area's blocks (a breadcrumb and the hero, in
 *   `data-page-area="hero"`) are not main's own children, so the rule never reaches them: they are
 *   always laid out at once, and the first two of main's own blocks after them too.
 * - `contain-intrinsic-block-size: auto <estimate>`: a skipped block is this tall until it has
 *   been rendered once, then the height it last had (`auto`), so scrolling back never changes it.
 *   A skipped block is off screen, so the estimate moves nothing a visitor sees.
 * - Only while the page loads: once it has loaded, the blocks are laid out one at a time, top to
 *   bottom, one per idle period (`data-laid-out`: a few milliseconds each, never a long task), so
 *   a visitor who jumps down the page a screen at a time (Page Down, the scroll bar) after that
 *   meets blocks at their real height (no layout shift from an estimate).
 * - Never for a page opened on a fragment or when an in-page link is followed (`data-layout-all`
 *   on the root, set by the page's first script): a jump lands on its target by the real layout,
 *   not by estimates that change as the blocks around it render.
 * - Not blocks whose interface leaves their box: `content-visibility` brings layout and paint
 *   containment, which makes the block the containing block of its `position: fixed` descendants
 *   and clips whatever overflows it. Slide-ins written into the block (not portalled) and fixed
 *   bars are listed below; slide-in islands (`data-island-modal`) are left out by the selector.
 *   src/app/deferred-layout.rules.test.ts fails when a block's own styles gain `position: fixed`
 *   and it is in neither list.
 * - Never in edit mode: PageLayout writes the attribute the CSS hangs on only for visitors and
 *   preview.
 */

/** The attribute on `<main>` that turns the rule on. */
export const DEFER_ATTRIBUTE = 'data-defer-offscreen';
/** On a block: laid out for good (after load, `deferred-layout.ts`). */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';
/** On the root element: every block laid out now (a jump to a fragment is coming or has come). */
export const LAYOUT_ALL_ATTRIBUTE = 'data-layout-all';

/** Top-level blocks of main always laid out at load. */
export const EAGER_BLOCKS = 2;

/** A skipped block's height until it has rendered once: about a section of the sample pages. */
export const INTRINSIC_BLOCK_HEIGHT = '640px';

/** Blocks never deferred, by folder name, and why. */
export const NEVER_DEFERRED: Readonly<Record<string, string>> = {
  'form-container': 'its slide-in panel and overlay are position: fixed inside the block',
  'article-loader': 'its loading overlay is position: fixed inside the block',
  'article-progress-bar': 'the reading progress bar is position: fixed',
  'news-progress-bar': 'the reading progress bar is position: fixed',
  'anchor-bar': 'a sticky bar: scroll targets are measured against it',
  'sub-navigation': 'a sticky bar under the header',
  'people-cards-list': 'its filter panel (src/ui/filters) is position: fixed inside the block',
  'tools-cards-list': 'its filter panel (src/ui/filters) is position: fixed inside the block',
  awards: 'its filter panel (src/ui/filters) is position: fixed inside the block',
};

/** Blocks with `position: fixed` in their own styles that portal it out of the block (safe). */
export const PORTALLED_FIXED: readonly string[] = ['video-highlight', 'infographic'];

/**
 * The rule, nested under `main` (styled-components' `&`): top-level blocks of main from the
 * third on, either a static block's root or the root inside an island's `display: contents`
 * wrapper (which has no box to contain).
 */
export function deferredLayoutCss(): string {
  const nth = `:nth-child(n + ${EAGER_BLOCKS + 1} of [data-block], [data-island])`;
  const allowed = `:not(${Object.keys(NEVER_DEFERRED)
    .map((name) => `[data-block="${name}"]`)
    .join(', ')}):not([${LAID_OUT_ATTRIBUTE}])`;
  const main = `:root:not([${LAYOUT_ALL_ATTRIBUTE}]) &[${DEFER_ATTRIBUTE}]`;
  return `
  ${main} > ${nth}[data-block]${allowed},
  ${main} > ${nth}[data-island]:not([data-island-modal]) > [data-block]${allowed} {
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${INTRINSIC_BLOCK_HEIGHT};
  }
`;
}

/** The top-level blocks of a main area that defers them, in document order (what the rule may match). */
export const TOP_LEVEL_BLOCKS = `main[${DEFER_ATTRIBUTE}] > [data-block], main[${DEFER_ATTRIBUTE}] > [data-island] > [data-block]`;

/**
 * The page's first script's part (inline at the start of the body, before main is parsed): a page
 * opened on a fragment, or an in-page link followed, lays every block out (`LAYOUT_ALL_ATTRIBUTE`)
 * before the browser scrolls to the target.
 */
export function layoutAllOnJumpScript(): string {
  const all = `()=>document.documentElement.setAttribute(${JSON.stringify(LAYOUT_ALL_ATTRIBUTE)},"")`;
  return (
    `(()=>{const all=${all};if(location.hash.length>1)all();` +
    `document.addEventListener("click",(e)=>{const a=e.target instanceof Element&&e.target.closest("a[href]");` +
    `if(a&&a.hash.length>1&&a.origin===location.origin&&a.pathname===location.pathname)all()},true);` +
    `addEventListener("hashchange",all)})();`
  );
}
