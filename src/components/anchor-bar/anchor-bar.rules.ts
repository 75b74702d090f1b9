import { isRecord, readBoolean, readList, readText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { breakpoints } from '../../ui/theme.ts';

/**
 * Anchor bar (spec 003 sections 2, 3, 4, 5 and 9): a sticky bar of in-page links `#anchorId`.
 * The pure rules; the component (index.tsx) and its tracking hook apply them.
 *
 * Content shape (docs/page-building-blocks.md):
 * `AnchorBar fields { sectionId, links: [{ id, name, displayName, fields: { anchorId, anchorTitle,
 * highlightAnchorTitle } }] }`.
 */

/** Spec 003 section 9: scroll offset on tablet. */
export const TABLET_SCROLL_OFFSET_PX = 96;
/** Spec 003 section 9: scroll offset everywhere else. */
export const SCROLL_OFFSET_PX = 126;
/** Spec 003 section 9: a section counts once at least half of it is visible. */
export const INTERSECTION_THRESHOLD = 0.5;
/** Spec 003 section 9: the active link (and so the hash position) settles 50 ms after the last change. */
export const HASH_UPDATE_DELAY_MS = 50;
/** Spec 003 section 9: after a click, scroll tracking pauses for 500 ms (the smooth scroll runs). */
export const TRACKING_PAUSE_MS = 500;

/**
 * The cookie that, set to 'true', keeps the bar from writing the location hash. The spec names no
 * cookie ("the cookie that disables hash"); this is ours, documented in docs/page-building-blocks.md.
 */
export const DISABLE_HASH_COOKIE = 'anchorBarDisableHash';

/** What the editor sees when the Links field has no usable link (the spec shows no text). */
export const EMPTY_LINKS_MESSAGE = 'No anchor links selected in Links Field | AnchorBar Component';

/**
 * "Tablet", per the theme's breakpoints: from `sm` (768 px) up to just below `m` (1025 px), where
 * the header is still the mobile one. Phones (under 768) and desktops are not tablets.
 */
export function isTabletWidth(width: number): boolean {
  return width >= breakpoints.sm && width < breakpoints.m;
}

/** Spec 003 section 9: 96 px on tablet, 126 px otherwise. */
export function scrollOffsetFor(width: number): number {
  return isTabletWidth(width) ? TABLET_SCROLL_OFFSET_PX : SCROLL_OFFSET_PX;
}

export interface AnchorLink {
  key: string;
  /** The element id it points at, without '#'. */
  anchorId: string;
  title: string;
  /** The title field as it arrived (editing-aware Text). */
  titleField: unknown;
  highlight: boolean;
}

export interface AnchorBarModel {
  sectionId: string | undefined;
  links: AnchorLink[];
}

function itemFields(item: unknown): Record<string, unknown> {
  return isRecord(item) && isRecord(item.fields) ? item.fields : {};
}

/**
 * An anchor id as an element id: trimmed, without a leading '#', without spaces (an id cannot hold
 * any); '' when nothing usable is left.
 */
export function normaliseAnchorId(value: string): string {
  return value.trim().replace(/^#+/, '').replace(/\s+/g, '-');
}

/**
 * The links, in order. Spec 003 section 5: links without anchorId are skipped. A link without
 * anchorTitle reads its item's display name, then its name (an editor's item is seldom nameless);
 * one with neither is skipped too, since an empty link helps nobody.
 */
export function readAnchorLinks(field: unknown): AnchorLink[] {
  const links: AnchorLink[] = [];
  const seen = new Set<string>();
  readList(field).forEach((item, index) => {
    const fields = itemFields(item);
    const anchorId = normaliseAnchorId(readText(fields.anchorId));
    if (!anchorId) return;
    const itemName = isRecord(item) ? readText({ value: item.displayName }).trim() || readText({ value: item.name }).trim() : '';
    const title = readText(fields.anchorTitle).trim() || itemName;
    if (!title) return;
    // The same section twice would make two links light up at once: the first wins.
    if (seen.has(anchorId)) return;
    seen.add(anchorId);
    links.push({
      key: `${anchorId}-${index}`,
      anchorId,
      title,
      titleField: fields.anchorTitle,
      highlight: readBoolean(fields.highlightAnchorTitle),
    });
  });
  return links;
}

export function readAnchorBar(fields: Record<string, unknown>, params?: Record<string, string>): AnchorBarModel {
  return { sectionId: sectionIdOf(fields, params), links: readAnchorLinks(fields.links) };
}

/** The value of one cookie in a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Spec 003 section 4: a click updates the location hash unless in editing mode or the disabling
 * cookie is set to 'true' (compared without case and spaces).
 */
export function shouldUpdateHash({ editing, cookies }: { editing: boolean; cookies: string }): boolean {
  if (editing) return false;
  return readCookie(cookies, DISABLE_HASH_COOKIE)?.trim().toLowerCase() !== 'true';
}

/** The anchor id a location hash names ('' for none), decoded. */
export function anchorIdOfHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface SectionView {
  /** IntersectionObserverEntry.intersectionRatio. */
  ratio: number;
  /** Visible height of the section (intersectionRect.height). */
  visibleHeight: number;
  /** Height of the observed area (rootBounds.height). */
  viewportHeight: number;
}

/**
 * Whether a section counts as shown: at least half of it is visible (spec 003: threshold 0.5).
 * A section taller than twice the viewport can never be half visible, so it also counts when it
 * fills at least half of the viewport (our decision: otherwise long sections never light up).
 */
export function isSectionShown({ ratio, visibleHeight, viewportHeight }: SectionView): boolean {
  if (ratio >= INTERSECTION_THRESHOLD) return true;
  return viewportHeight > 0 && visibleHeight >= viewportHeight * INTERSECTION_THRESHOLD;
}

/**
 * The active anchor: the first link, in bar order, whose section is shown; when none is (between
 * sections), the current one stays.
 */
export function activeAnchor(links: readonly Pick<AnchorLink, 'anchorId'>[], shown: ReadonlySet<string>, current: string | null): string | null {
  for (const link of links) if (shown.has(link.anchorId)) return link.anchorId;
  return current;
}

/** The page's scroll position that puts a section's top just under the sticky header and bar. */
export function targetScrollTop(sectionTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(sectionTop + scrollY - offset));
}
