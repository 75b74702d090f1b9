/**
 * The sticky reading progress bar of article and news pages (spec 001 sections 4 and 9; spec 003
 * for news). Pure rules: when it shows and how far the reader is.
 */
import { breakpoints } from '../theme.ts';

/** Spec 001 section 9: "Article progress bar fixed at top 58px or 66px" (below / from desktop). */
export const PROGRESS_BAR_TOP_MOBILE_PX = 58;
export const PROGRESS_BAR_TOP_DESKTOP_PX = 66;
/** Desktop starts at the m breakpoint (1025 px), as the header's own split. */
export const PROGRESS_BAR_DESKTOP_MIN_PX = breakpoints.m;
/** Spec 001 section 4: "appears after scrolling past about half the viewport height minus 30px". */
export const PROGRESS_BAR_APPEAR_OFFSET_PX = 30;

/** Spec 001 section 4: shown once the page is scrolled past half the viewport height minus 30 px. */
export function isProgressBarShown(scrollY: number, viewportHeight: number): boolean {
  if (!Number.isFinite(scrollY) || !Number.isFinite(viewportHeight)) return false;
  return scrollY > viewportHeight / 2 - PROGRESS_BAR_APPEAR_OFFSET_PX;
}

export interface ProgressMeasures {
  scrollY: number;
  pageHeight: number;
  headerHeight: number;
  footerHeight: number;
  relatedHeight: number;
}

/**
 * Spec 001 section 4: "Progress is the scroll position relative to page height minus header,
 * footer and related-articles heights, clamped 0 to 1". Missing or negative measures count as 0;
 * a page with nothing left to read (a non-positive height) is read to the end when scrolled at all.
 */
export function readingProgress({ scrollY, pageHeight, headerHeight, footerHeight, relatedHeight }: ProgressMeasures): number {
  const y = finite(scrollY);
  const readable = finite(pageHeight) - finite(headerHeight) - finite(footerHeight) - finite(relatedHeight);
  if (readable <= 0) return y > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, y / readable));
}

function finite(value: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
