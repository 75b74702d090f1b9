import type { CSSProperties } from 'react';

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Spec 000 section 5: "A plain text value that contains line breaks and no angle brackets is
 * shown with the breaks." Returns the lines to join with `<br>`, or null when the value should
 * be shown as it is (no break, or it is markup). Windows (`\r\n`) and old Mac (`\r`) breaks count.
 */
export function plainTextLines(value: string): string[] | null {
  if (!LINE_BREAK.test(value) || /[<>]/.test(value)) return null;
  return value.split(LINE_BREAK);
}

/** Spec 000 section 5: "Headlines and descriptions clamp to 2 lines outside editing mode." */
export const HEADLINE_CLAMP_LINES = 2;

/**
 * The clamp as inline style, for field helpers given `clampLines` (blocks with their own styled
 * element use `lineClamp` from src/ui/typography.ts). Undefined when there is nothing to clamp:
 * in edit mode the whole text stays visible so editors can edit it.
 */
export function clampStyle(lines: number | undefined, editing: boolean): CSSProperties | undefined {
  if (editing || lines === undefined || !Number.isInteger(lines) || lines < 1) return undefined;
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  };
}
