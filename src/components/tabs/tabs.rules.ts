import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, hasText, isRecord, readImage, readLink, readList, readText } from '../../fields/read.ts';

/**
 * Tabs (spec 000 sections 3, 4, 5 and 9): the pure rules. The component renders what these decide.
 *
 * ## Content shape
 *
 * ```
 * Tabs fields {
 *   sectionId, showDividerLine        as every section block
 *   headline, description, cta        the intro (shown only when one of them is non-blank)
 *   tabs: TabItem[]                   a multilist (also read from `items`, or `{ value | results: [...] }`)
 * }
 * TabItem { id, name, fields: { tabTitle, headline, description (rich text), image, mobileImage, cta } }
 * ```
 *
 * Each tab's content is fields of its own item, not a placeholder of renderings: a block may not
 * render placeholders (only src/app does), and one image, text and call to action per tab is what
 * the spec's field list names (tabTitle beside headline, description, image, cta). Editors edit
 * the tab items as they edit cards.
 */

/** Spec 000 section 9: "Tab scroll step 200 px". */
export const TAB_SCROLL_STEP_PX = 200;
/** Spec 000 section 4: "The tab layout switches at the tablet breakpoint" (sm, 768 px). */
export const TAB_LAYOUT_BREAKPOINT = 'sm' as const;
/** Scroll positions this close to an end count as the end (sub-pixel rounding, zoom). */
export const EDGE_TOLERANCE_PX = 2;

export interface TabModel {
  key: string;
  /** The tab item's fields (for the editing-aware field helpers). */
  fields: Record<string, unknown>;
  /** The title as authored ('' when blank: the component shows the translated word 'Tab'). */
  title: string;
}

/**
 * The tab items, in order: `tabs`, else `items`. Any record is a tab (a tab whose title is blank
 * still shows, titled 'Tab', spec 000 section 5); non-records are dropped.
 */
export function readTabs(fields: Record<string, unknown>): TabModel[] {
  const list = readList(fields.tabs);
  const source = list.length > 0 ? list : readList(fields.items);
  const tabs: TabModel[] = [];
  source.forEach((item, index) => {
    if (!isRecord(item)) return;
    const itemFields = fieldsOf(item.fields);
    const id = typeof item.id === 'string' && item.id.trim() !== '' ? item.id : `tab-${index}`;
    tabs.push({ key: `${id}-${index}`, fields: itemFields, title: readText(itemFields.tabTitle).trim() });
  });
  return tabs;
}

/** Spec 000 section 5: "Tab title falls back to the word 'Tab'". */
export function tabTitle(tab: Pick<TabModel, 'title'>, fallback: string): string {
  return tab.title || fallback;
}

/** A link field with somewhere to go (spec 000 section 5: a link with no address shows nothing). */
export function hasLink(field: unknown): boolean {
  return buildHref(readLink(field)) !== '';
}

/** Spec 000 section 5: "The tab intro shows only if the headline, description or cta link is non-blank." */
export function hasIntro(fields: Record<string, unknown>): boolean {
  return hasText(fields.headline) || hasText(fields.description) || hasLink(fields.cta);
}

/** What a tab panel has to show, outside editing. */
export function panelContent(fields: Record<string, unknown>) {
  return {
    hasHeadline: hasText(fields.headline),
    hasDescription: hasText(fields.description),
    hasImage: readImage(fields.image) !== undefined,
    hasCta: hasLink(fields.cta),
  };
}

export type TabKeyAction = 'next' | 'previous' | 'first' | 'last' | 'activate';

/**
 * A key on a focused tab (spec 000 section 4): Enter and Space activate; ArrowRight/ArrowDown
 * move to the next tab, ArrowLeft/ArrowUp to the previous; Home and End to the ends.
 *
 * Right-to-left: the strip runs from right to left, so the horizontal arrows follow what the
 * visitor sees (ArrowLeft goes to the next tab, which sits on the left), as the WAI-ARIA tabs
 * pattern and the site's carousels do. ArrowDown/ArrowUp keep their logical meaning.
 */
export function tabKeyAction(key: string, dir: 'ltr' | 'rtl'): TabKeyAction | null {
  switch (key) {
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return 'activate';
    case 'ArrowRight':
      return dir === 'rtl' ? 'previous' : 'next';
    case 'ArrowLeft':
      return dir === 'rtl' ? 'next' : 'previous';
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The tab a move lands on, wrapping at both ends ("both wrap around"). */
export function moveIndex(current: number, action: Exclude<TabKeyAction, 'activate'>, count: number): number {
  if (count <= 0) return 0;
  const from = Math.min(Math.max(0, Math.trunc(current) || 0), count - 1);
  switch (action) {
    case 'next':
      return (from + 1) % count;
    case 'previous':
      return (from - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Which scroll arrows show: `previous` towards the reading start, `next` towards the end. */
export interface ScrollArrows {
  previous: boolean;
  next: boolean;
}

/**
 * Spec 000 section 4: "Scroll arrows for the tab strip show only when the strip overflows on that
 * side". In right-to-left scrollLeft runs from 0 at the start to negative values (the standard
 * model of Chromium, Firefox and Safari), so the distance from the start is |scrollLeft|.
 */
export function scrollArrows({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics): ScrollArrows {
  const range = Math.max(0, scrollWidth - clientWidth);
  if (range <= EDGE_TOLERANCE_PX) return { previous: false, next: false };
  const fromStart = Math.min(range, Math.abs(scrollLeft));
  return { previous: fromStart > EDGE_TOLERANCE_PX, next: range - fromStart > EDGE_TOLERANCE_PX };
}

export function sameArrows(a: ScrollArrows, b: ScrollArrows): boolean {
  return a.previous === b.previous && a.next === b.next;
}

/**
 * The `left` of scrollBy for an arrow button: 200 px towards the reading start or end. In
 * right-to-left the end lies to the left (negative scrollLeft), so the signs flip.
 */
export function scrollStep(arrow: 'previous' | 'next', dir: 'ltr' | 'rtl'): number {
  const towardsEnd = arrow === 'next';
  const sign = towardsEnd === (dir === 'ltr') ? 1 : -1;
  return sign * TAB_SCROLL_STEP_PX;
}
