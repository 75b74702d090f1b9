import { isRecord, readImage, readList } from '../../fields/read.ts';

/**
 * Logo marquee constants (spec 003 sections 4, 5, 9): "two rows when more than 9 logos (split in
 * half), else one"; "base speed 1.5"; "static grid of 2 columns (3 on medium) in editing mode".
 *
 * The speed's unit is not given. Decision: 1.5 px per frame at 60 frames per second (the unit of
 * a requestAnimationFrame marquee), i.e. 90 px per second, whatever the screen's refresh rate.
 * The marquee is a CSS animation (no script): every logo sits in a slot of a fixed width per
 * layout, so a loop (one copy of the row) is `logos × slot` wide and lasts
 * `logos × slot / 90 px` seconds, set in CSS as `--marquee-logos × --marquee-slot-seconds`.
 */
export const MARQUEE_SPLIT_ABOVE = 9;
export const MARQUEE_BASE_SPEED = 1.5;
export const MARQUEE_FRAMES_PER_SECOND = 60;
export const MARQUEE_PX_PER_SECOND = MARQUEE_BASE_SPEED * MARQUEE_FRAMES_PER_SECOND;
/** Slot widths (logo plus its spacing): phones, and from the sm breakpoint (768 px) up. */
export const MARQUEE_SLOT_PX = 168;
export const MARQUEE_SLOT_WIDE_PX = 216;
/** The widest row the copies must cover (a 2560 px screen; the row runs edge to edge). */
export const MARQUEE_MAX_ROW_PX = 2560;
export const MARQUEE_EDIT_COLUMNS = 2;
export const MARQUEE_EDIT_COLUMNS_MEDIUM = 3;

export interface LogoModel {
  key: string;
  fields: Record<string, unknown>;
}

/** The logos; outside edit mode those without an image are left out (nothing to show). */
export function logosOf(field: unknown, editing: boolean): LogoModel[] {
  return readList(field).flatMap((entry, index) => {
    if (!isRecord(entry) || !isRecord(entry.fields)) return [];
    if (!editing && !readImage(entry.fields.image)) return [];
    const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : 'logo';
    return [{ key: `${id}#${index}`, fields: entry.fields }];
  });
}

/** One row, or two when there are more than 9 logos: the first half (the larger) above. */
export function marqueeRows<T>(logos: readonly T[]): T[][] {
  if (logos.length === 0) return [];
  if (logos.length <= MARQUEE_SPLIT_ABOVE) return [[...logos]];
  const half = Math.ceil(logos.length / 2);
  return [logos.slice(0, half), logos.slice(half)];
}

/**
 * How many copies of a row make a seamless loop: the track moves by one copy, so the copies
 * must fill the widest row plus one copy, and there are at least two.
 */
export function copiesFor(count: number, slotPx: number = MARQUEE_SLOT_PX, maxRowPx: number = MARQUEE_MAX_ROW_PX): number {
  if (count <= 0 || slotPx <= 0) return 0;
  return Math.max(2, Math.ceil(maxRowPx / (count * slotPx)) + 1);
}

/** Seconds one slot takes to pass at the base speed (the CSS duration is logos × this). */
export function slotSeconds(slotPx: number): number {
  return slotPx / MARQUEE_PX_PER_SECOND;
}
