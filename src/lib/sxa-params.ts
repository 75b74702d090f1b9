/**
 * SXA rendering parameters (spec 000 section 3 "Layout parameters": GridParameters, Styles,
 * Styles1 to Styles8, ColumnWidth1 to ColumnWidth8, EnabledPlaceholders, RenderingIdentifier,
 * BackgroundImage, DynamicPlaceholderId), read the way the SXA layout blocks need them. Pure: the
 * blocks turn what these return into markup and styles.
 *
 * ## Grid classes
 *
 * SXA's grid is Bootstrap's: `GridParameters` and `ColumnWidthN` hold classes such as
 * `col-12 col-lg-6 offset-lg-1`, separated by spaces or `|`. We lay them out on a 12-track CSS
 * grid with the site's own breakpoints (spec 000 section 9: 2xs 375, xs 640, sm 768, m 1025,
 * l 1280, xl 1440, 2xl 1920). Each Bootstrap breakpoint maps to ours at or just above it, so a
 * layout switches where the site's other blocks switch:
 *
 * | Bootstrap infix (min width) | ours (min width) |
 * |---|---|
 * | none or `xs` (0)             | `xs` (640)       |
 * | `sm` (576)                   | `xs` (640)       |
 * | `md` (768)                   | `sm` (768)       |
 * | `lg` (992)                   | `m` (1025)       |
 * | `xl` (1200)                  | `l` (1280)       |
 * | `xxl` (1400)                 | `xl` (1440)      |
 *
 * Below 640 px everything stacks, one column wide, whatever the classes say: side-by-side
 * columns narrower than 320 px help no reader (our decision; Bootstrap would keep `col-6` at
 * every width). `col`, `col-auto` and `col-{bp}` (no number) mean "an equal share": the caller
 * says how many tracks that is (a column splitter knows its column count; a lone block gets 12).
 * `offset-{bp}-{n}` starts the item n tracks in (`offset-{bp}-0` resets). Grid lines run from the
 * inline start, so in right-to-left pages column 1 sits on the right with no extra rule.
 */
import { readText } from '../fields/read.ts';
import type { Breakpoint } from '../ui/theme.ts';

/** Spec 000 section 9: "Splitters: up to 8 columns or rows." */
export const MAX_SPLITTER_SLOTS = 8;

/** The tracks of the SXA grid (Bootstrap's 12). */
export const GRID_TRACKS = 12;

/** Our breakpoints that grid classes can switch at, narrowest first. */
export const GRID_BREAKPOINTS = ['xs', 'sm', 'm', 'l', 'xl'] as const satisfies readonly Breakpoint[];
export type GridBreakpoint = (typeof GRID_BREAKPOINTS)[number];

/** Bootstrap infix -> our breakpoint (the table above). */
export const BOOTSTRAP_BREAKPOINTS: Readonly<Record<string, GridBreakpoint>> = {
  '': 'xs',
  xs: 'xs',
  sm: 'xs',
  md: 'sm',
  lg: 'm',
  xl: 'l',
  xxl: 'xl',
};

/** Bootstrap's own order, so a wider infix mapped to the same breakpoint of ours wins. */
const BOOTSTRAP_ORDER = ['', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/** A width: a number of tracks, or an equal share of the row. */
export type GridSpan = number | 'equal';

export interface GridPlacement {
  /** Tracks spanned from each breakpoint up (absent: as at the narrower breakpoint). */
  spans: Partial<Record<GridBreakpoint, GridSpan>>;
  /** Tracks skipped before the item from each breakpoint up (0 resets). */
  offsets: Partial<Record<GridBreakpoint, number>>;
}

const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;
const COL = /^col(?:-(xs|sm|md|lg|xl|xxl))?(?:-(\d{1,2}|auto))?$/;
const OFFSET = /^offset(?:-(xs|sm|md|lg|xl|xxl))?-(\d{1,2})$/;

/**
 * The class names of a style list (`Styles`, `StylesN`, `GridParameters`): split on spaces and
 * `|`, invalid names dropped (nothing an editor types can break out of the class attribute),
 * each name once.
 */
export function styleClasses(styles: unknown): string[] {
  if (typeof styles !== 'string') return [];
  const seen = new Set<string>();
  for (const token of styles.split(/[\s|]+/)) {
    if (CLASS_NAME.test(token)) seen.add(token);
  }
  return [...seen];
}

/** Whether a style list holds this word as a whole class name (`container`, not `container-x`). */
export function hasStyle(styles: unknown, word: string): boolean {
  return styleClasses(styles).includes(word);
}

/** Joins class lists into one `className`, or undefined when there is none. */
export function classNames(...lists: (string | string[] | false | null | undefined)[]): string | undefined {
  const out: string[] = [];
  for (const list of lists) {
    if (!list) continue;
    for (const name of Array.isArray(list) ? list : [list]) if (name && !out.includes(name)) out.push(name);
  }
  return out.length > 0 ? out.join(' ') : undefined;
}

/**
 * The colour of a layout band from its style list: `container-dark-background` (the name SXA
 * sites use for their dark containers; deep ink, light text) or `container-light-background`
 * (the quiet grey surface); otherwise plain. Dark wins when both are listed.
 */
export type SxaTone = 'dark' | 'light' | 'plain';

export function toneOf(styles: unknown): SxaTone {
  const classes = styleClasses(styles);
  if (classes.includes('container-dark-background')) return 'dark';
  if (classes.includes('container-light-background')) return 'light';
  return 'plain';
}

const ELEMENT_ID = /^[A-Za-z][\w:-]*$/;

/**
 * A value as an element id: trimmed, a leading `#` dropped (editors paste anchors), kept only when
 * usable as an id and in `#id` links and selectors: a letter, then letters, digits, `_ : -`. An id
 * with spaces would never be reached by an anchor link.
 */
function usableId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const id = value.trim().replace(/^#/, '');
  return ELEMENT_ID.test(id) ? id : undefined;
}

/**
 * The element id, the anchor target of `#id` links (spec 000 section 2: "Sections may carry an
 * optional sectionId, used as the element id and as an anchor target"): the `sectionId` param or
 * SXA's `RenderingIdentifier`, when it is a usable id (a letter, then letters, digits, `_ : -`).
 */
export function renderingId(params: Record<string, string> | undefined): string | undefined {
  for (const key of ['sectionId', 'RenderingIdentifier']) {
    const id = usableId(params?.[key]);
    if (id) return id;
  }
  return undefined;
}

/**
 * The element id of a block that has a `sectionId` field (the content blocks of spec 000 section
 * 3): that field when it holds a usable id, else the rendering's `sectionId` or
 * `RenderingIdentifier` param (`renderingId`). One rule for every block, so `#id` links reach
 * whichever block the editor named.
 */
export function sectionIdOf(fields: Record<string, unknown> | undefined, params: Record<string, string> | undefined): string | undefined {
  return usableId(readText(fields?.sectionId)) ?? renderingId(params);
}

/** `ColumnWidth3`, `Styles3`: a numbered param (1 to 8), '' when missing. */
export function numberedParam(params: Record<string, string> | undefined, name: string, slot: number): string {
  const value = params?.[`${name}${slot}`];
  return typeof value === 'string' ? value : '';
}

/**
 * The enabled slots of a splitter from `EnabledPlaceholders` ("1,2,3"): whole numbers 1 to 8, in
 * the order given, each once. Junk entries are skipped; a missing or empty param enables none.
 */
export function enabledPlaceholders(value: unknown, max = MAX_SPLITTER_SLOTS): number[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  const slots: number[] = [];
  for (const part of String(value).split(/[,|;\s]+/)) {
    if (!/^\d+$/.test(part)) continue;
    const slot = Number(part);
    if (slot >= 1 && slot <= max && !slots.includes(slot)) slots.push(slot);
  }
  return slots;
}

/** The grid placement in a list of Bootstrap grid classes; other classes are ignored. */
export function parseGridClasses(value: unknown): GridPlacement {
  const placement: GridPlacement = { spans: {}, offsets: {} };
  const spans = new Map<string, GridSpan>();
  const offsets = new Map<string, number>();
  for (const token of styleClasses(value)) {
    const col = COL.exec(token);
    if (col) {
      const infix = col[1] ?? '';
      const size = col[2];
      if (size === undefined || size === 'auto') spans.set(infix, 'equal');
      else {
        const n = Number(size);
        if (n >= 1 && n <= GRID_TRACKS) spans.set(infix, n);
      }
      continue;
    }
    const offset = OFFSET.exec(token);
    if (offset) {
      const n = Number(offset[2]);
      if (n >= 0 && n < GRID_TRACKS) offsets.set(offset[1] ?? '', n);
    }
  }
  for (const infix of BOOTSTRAP_ORDER) {
    const bp = BOOTSTRAP_BREAKPOINTS[infix]!;
    const span = spans.get(infix);
    if (span !== undefined) placement.spans[bp] = span;
    const offset = offsets.get(infix);
    if (offset !== undefined) placement.offsets[bp] = offset;
  }
  return placement;
}

export function hasGridPlacement(placement: GridPlacement): boolean {
  return Object.keys(placement.spans).length > 0 || Object.keys(placement.offsets).length > 0;
}

/** One `grid-column` value, in force from a breakpoint up (from 0 when `from` is absent). */
export interface GridColumnRule {
  from?: GridBreakpoint;
  gridColumn: string;
}

const FULL_ROW = '1 / -1';

/**
 * Where an item sits on the 12-track grid: the whole row below `xs`, then from each breakpoint up
 * the span and offset in force there (a rule only where the value changes). `equalSpan` is what
 * "an equal share" is (default the whole row). The styles turn these into `@media` rules.
 */
export function gridColumnRules(placement: GridPlacement, equalSpan: number = GRID_TRACKS): GridColumnRule[] {
  const rules: GridColumnRule[] = [{ gridColumn: FULL_ROW }];
  let span: number = GRID_TRACKS;
  let offset = 0;
  let previous = FULL_ROW;
  for (const bp of GRID_BREAKPOINTS) {
    const nextSpan = placement.spans[bp];
    if (nextSpan !== undefined) span = nextSpan === 'equal' ? clampSpan(equalSpan) : nextSpan;
    const nextOffset = placement.offsets[bp];
    if (nextOffset !== undefined) offset = nextOffset;
    const effective = Math.min(span, GRID_TRACKS - offset);
    const value = offset === 0 && effective === GRID_TRACKS ? FULL_ROW : offset > 0 ? `${offset + 1} / span ${effective}` : `auto / span ${effective}`;
    if (value !== previous) rules.push({ from: bp, gridColumn: value });
    previous = value;
  }
  return rules;
}

/** "An equal share" of a row of `count` items, in whole tracks (at least 1). */
export function equalShare(count: number): number {
  return clampSpan(Math.floor(GRID_TRACKS / Math.max(1, count)));
}

function clampSpan(n: number): number {
  return Math.min(GRID_TRACKS, Math.max(1, Math.round(n)));
}
