/**
 * Heading animation (spec 000 section 9: "Heading animation: up to 5 lines"; issue 30): a large
 * heading reveals line by line as it enters the view; a heading of more than five lines shows at
 * once. The browser's side is heading-reveal.ts; these are its pure rules.
 *
 * How we read and built it:
 * - "Large headings" are the blocks' headlines in the two largest steps of the type scale (2xl,
 *   3xl): the section headlines (`sectionHeadingStyle`, `SectionHeading`) and the display headings
 *   of the title, page intro, banners, diagonal and parallax content. They carry
 *   REVEAL_ATTRIBUTE (`styled.h2.attrs(revealLines)`, src/ui/typography.ts). Card titles, dialog
 *   titles and the page titles of article and leader pages (always in the first view) do not.
 * - One line at a time: each line is uncovered from the reading start to its end (a clip-path
 *   polygon shaped as a staircase, one step per line), each line setting out LINE_STAGGER_MS
 *   after the one above. The text nodes are never split or touched: crawlers, screen readers,
 *   find-in-page and React's hydration see the server's markup, and a clip moves no layout.
 * - Lines are counted from the element's height divided by its line height.
 * - Only headings out of the view when the page's script starts (below it, or above it on a page
 *   reopened half way down) are hidden, then revealed when they enter it: text a visitor has
 *   already seen never disappears, and without the script nothing is hidden at all. None in edit
 *   mode or with reduced motion.
 */

/** On a heading: reveal it line by line when it enters the view. */
export const REVEAL_ATTRIBUTE = 'data-reveal-lines';
export const REVEAL_SELECTOR = `[${REVEAL_ATTRIBUTE}]`;

/** Spec 000 section 9: headings of more lines show at once. */
export const MAX_REVEAL_LINES = 5;
/** How long one line takes to be uncovered. */
export const LINE_REVEAL_MS = 550;
/** How long after the line above each line sets out. */
export const LINE_STAGGER_MS = 140;
/** Keyframes per second of the reveal (the clip moves linearly between them). */
const SAMPLES_PER_SECOND = 30;

/** While it waits below the view: nothing of it shows. */
export const HIDDEN_CLIP = 'inset(0 0 100% 0)';

/** How many lines a heading of this content height and line height has; 0 when it cannot be told. */
export function lineCount(contentHeight: number, lineHeight: number): number {
  if (!(contentHeight > 0) || !(lineHeight > 0) || !Number.isFinite(contentHeight) || !Number.isFinite(lineHeight)) return 0;
  return Math.max(1, Math.round(contentHeight / lineHeight));
}

/** Whether a heading of this many lines is revealed (else it shows at once). */
export function revealsLines(lines: number): boolean {
  return Number.isInteger(lines) && lines >= 1 && lines <= MAX_REVEAL_LINES;
}

/** The whole reveal's length for this many lines. */
export function revealDurationMs(lines: number): number {
  return (Math.max(1, lines) - 1) * LINE_STAGGER_MS + LINE_REVEAL_MS;
}

/** Cubic ease-out: quick to start, gentle to land. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** How much of line `index` is uncovered (0 to 1) `ms` into the reveal. */
export function lineProgress(index: number, ms: number): number {
  const t = (ms - index * LINE_STAGGER_MS) / LINE_REVEAL_MS;
  return t <= 0 ? 0 : t >= 1 ? 1 : easeOut(t);
}

/** Where a line's text runs, px from the heading's left border edge. */
export interface LineExtent {
  left: number;
  right: number;
}

export interface HeadingBox {
  /** Line height, px. */
  lineHeight: number;
  /** The content box's top within the border box (the top padding and border), px. */
  contentTop: number;
  /** The border box's size, px. */
  width: number;
  height: number;
  rtl: boolean;
  /** One per line, top to bottom. */
  rows: readonly LineExtent[];
}

/** A piece of the heading's text as the browser lays it out (Range.getClientRects), relative to the border box. */
export interface TextRect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where each of the heading's `lines` lines runs, from the rectangles of its text: each rectangle
 * belongs to the line its middle falls in. A line no rectangle falls in (the box holds no text
 * there) runs the whole width. Lines a clamp hides (past `lines`) are left out.
 */
export function lineExtents(
  rects: readonly TextRect[],
  { lines, lineHeight, contentTop, width }: { lines: number; lineHeight: number; contentTop: number; width: number },
): LineExtent[] {
  const rows: (LineExtent | undefined)[] = Array.from({ length: lines }, () => undefined);
  for (const rect of rects) {
    if (!(rect.right > rect.left)) continue;
    const index = Math.floor(((rect.top + rect.bottom) / 2 - contentTop) / lineHeight);
    if (index < 0 || index >= lines) continue;
    const row = rows[index];
    rows[index] = row ? { left: Math.min(row.left, rect.left), right: Math.max(row.right, rect.right) } : { left: rect.left, right: rect.right };
  }
  return rows.map((row) => row ?? { left: 0, right: width });
}

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/**
 * The clip at one moment: a staircase polygon, one step per line, each step reaching as far along
 * its line's text as the line is uncovered (`widths`, 0 to 1), from the reading start. The steps
 * reach half a line past the text's end, the first a line above the box and the last a line below
 * it, so no glyph, ascender, descender or Arabic mark is cut once uncovered.
 */
export function revealClip(box: HeadingBox, widths: readonly number[]): string {
  const { rows, lineHeight, contentTop, width, height, rtl } = box;
  const lines = rows.length;
  const overhang = lineHeight / 2;
  const base = rtl ? width + lineHeight : -lineHeight;
  const x = (i: number) => {
    const { left, right } = rows[i]!;
    const w = widths[i] ?? 0;
    return rtl ? right - w * (right - left + overhang) : left + w * (right - left + overhang);
  };
  const y = (i: number) => (i === 0 ? -lineHeight : i === lines ? height + lineHeight : contentTop + i * lineHeight);
  const points = [[base, y(0)]];
  for (let i = 0; i < lines; i++) points.push([x(i), y(i)], [x(i), y(i + 1)]);
  points.push([base, y(lines)]);
  return `polygon(${points.map(([px1, py]) => `${px(px1!)} ${px(py!)}`).join(', ')})`;
}

/** The reveal's keyframes (clip-path), evenly spaced from nothing shown to everything shown. */
export function revealKeyframes(box: HeadingBox): Keyframe[] {
  const lines = box.rows.length;
  const duration = revealDurationMs(lines);
  const steps = Math.max(2, Math.ceil((duration / 1000) * SAMPLES_PER_SECOND));
  const frames: Keyframe[] = [];
  for (let s = 0; s <= steps; s++) {
    const ms = (s / steps) * duration;
    const widths = Array.from({ length: lines }, (_, i) => lineProgress(i, ms));
    frames.push({ offset: s / steps, clipPath: revealClip(box, widths) });
  }
  return frames;
}
