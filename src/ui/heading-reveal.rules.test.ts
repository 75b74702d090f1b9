import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LINE_REVEAL_MS,
  LINE_STAGGER_MS,
  MAX_REVEAL_LINES,
  lineCount,
  lineExtents,
  lineProgress,
  revealClip,
  revealDurationMs,
  revealKeyframes,
  revealsLines,
  type HeadingBox,
} from './heading-reveal.rules.ts';

/** The polygon's points as numbers, [x, y] in px. */
const points = (clip: string) =>
  clip
    .replace(/^polygon\(|\)$/g, '')
    .split(', ')
    .map((point) => point.split(' ').map((value) => parseFloat(value)) as [number, number]);

/** Whether the clip shows the point (x, y): a ray cast through the staircase polygon. */
function shows(clip: string, x: number, y: number): boolean {
  const polygon = points(clip);
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe('counting lines', () => {
  it('divides the height by the line height', () => {
    expect(lineCount(69, 34.5)).toBe(2);
    expect(lineCount(34.5, 34.5)).toBe(1);
    expect(lineCount(172, 34.5)).toBe(5);
    expect(lineCount(30, 34.5)).toBe(1);
  });

  it('cannot tell without a height or a line height in pixels ("normal")', () => {
    expect(lineCount(0, 34.5)).toBe(0);
    expect(lineCount(69, NaN)).toBe(0);
    expect(lineCount(Infinity, 34.5)).toBe(0);
  });

  it('reveals one to five lines; more, or none it can count, show at once', () => {
    expect([1, 2, 5].map(revealsLines)).toEqual([true, true, true]);
    expect(MAX_REVEAL_LINES).toBe(5);
    expect([0, 6, 12, 2.5].map(revealsLines)).toEqual([false, false, false, false]);
  });
});

describe('where each line runs', () => {
  const box = { lines: 2, lineHeight: 40, contentTop: 0, width: 500 };

  it('joins the pieces of text that share a line, by their middle', () => {
    const rects = [
      { top: 2, bottom: 38, left: 0, right: 120 },
      { top: 2, bottom: 38, left: 120, right: 300 },
      { top: 42, bottom: 78, left: 0, right: 210 },
    ];
    expect(lineExtents(rects, box)).toEqual([
      { left: 0, right: 300 },
      { left: 0, right: 210 },
    ]);
  });

  it('leaves out the lines a clamp hides and empty pieces; a line without text runs the whole width', () => {
    const rects = [
      { top: 2, bottom: 38, left: 100, right: 400 },
      { top: 82, bottom: 118, left: 0, right: 200 },
      { top: 42, bottom: 78, left: 50, right: 50 },
    ];
    expect(lineExtents(rects, box)).toEqual([
      { left: 100, right: 400 },
      { left: 0, right: 500 },
    ]);
  });
});

describe('the reveal', () => {
  const ltr: HeadingBox = {
    lineHeight: 40,
    contentTop: 0,
    width: 500,
    height: 80,
    rtl: false,
    rows: [
      { left: 0, right: 400 },
      { left: 0, right: 250 },
    ],
  };
  const rtl: HeadingBox = {
    ...ltr,
    rtl: true,
    rows: [
      { left: 100, right: 500 },
      { left: 250, right: 500 },
    ],
  };

  it("takes a line's time, and a stagger for each line after the first", () => {
    expect(revealDurationMs(1)).toBe(LINE_REVEAL_MS);
    expect(revealDurationMs(5)).toBe(LINE_REVEAL_MS + 4 * LINE_STAGGER_MS);
  });

  it('uncovers each line in turn, each starting a stagger after the one above', () => {
    expect(lineProgress(0, 0)).toBe(0);
    expect(lineProgress(1, LINE_STAGGER_MS)).toBe(0);
    expect(lineProgress(0, LINE_STAGGER_MS)).toBeGreaterThan(0);
    expect(lineProgress(0, LINE_REVEAL_MS / 2)).toBeGreaterThan(0.5);
    expect(lineProgress(1, LINE_STAGGER_MS + LINE_REVEAL_MS)).toBe(1);
  });

  it('shows nothing of the text at first and all of it, marks and all, at the end', () => {
    const first = revealClip(ltr, [0, 0]);
    const last = revealClip(ltr, [1, 1]);
    for (const [x, y] of [
      [5, 20],
      [395, 20],
      [5, 60],
      [245, 60],
    ] as const) {
      expect(shows(first, x, y)).toBe(false);
      expect(shows(last, x, y)).toBe(true);
    }
    // Above the first line and below the last (ascenders, descenders, Arabic marks).
    expect(shows(last, 200, -10)).toBe(true);
    expect(shows(last, 100, 90)).toBe(true);
  });

  it('uncovers a line from the reading start, left to right', () => {
    const half = revealClip(ltr, [0.5, 0]);
    expect(shows(half, 20, 20)).toBe(true);
    expect(shows(half, 380, 20)).toBe(false);
    expect(shows(half, 20, 60)).toBe(false);
  });

  it('right to left in Arabic', () => {
    const half = revealClip(rtl, [0.5, 0]);
    expect(shows(half, 480, 20)).toBe(true);
    expect(shows(half, 120, 20)).toBe(false);
    expect(shows(half, 480, 60)).toBe(false);
    const done = revealClip(rtl, [1, 1]);
    expect(shows(done, 105, 20)).toBe(true);
    expect(shows(done, 255, 60)).toBe(true);
  });

  it('is evenly spaced keyframes from the first clip to the last, each with as many points', () => {
    const frames = revealKeyframes(ltr);
    expect(frames[0]).toEqual({ offset: 0, clipPath: revealClip(ltr, [0, 0]) });
    expect(frames.at(-1)).toEqual({ offset: 1, clipPath: revealClip(ltr, [1, 1]) });
    // Polygons interpolate only point by point.
    expect(new Set(frames.map((frame) => points(String(frame.clipPath)).length)).size).toBe(1);
    expect(frames.length).toBeGreaterThan(10);
  });
});

describe('which headings are large', () => {
  /** Headings styled as section headlines that are no block's headline. */
  const NOT_REVEALED = new Set(['src/ui/modal-dialog/modal-dialog.styles.ts Title']);

  it("every heading styled as a section headline carries the mark, but a dialog's title", () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join('src', file));
    const unmarked: string[] = [];
    let headings = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/export const (\w+) = styled\.h[1-6]([^`]*)`([^`]*)`/g)) {
        if (!match[3]!.includes('${sectionHeadingStyle}')) continue;
        headings++;
        if (!match[2]!.includes('.attrs(revealLines)') && !NOT_REVEALED.has(`${file} ${match[1]}`)) unmarked.push(`${file} ${match[1]}`);
      }
    }
    expect(headings).toBeGreaterThan(8);
    expect(unmarked).toEqual([]);
  });
});
