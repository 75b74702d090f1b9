import { fieldsOf, hasText, readImage, readItems, readLink } from '../../fields/read.ts';
import { buildHref } from '../../fields/link.rules.ts';
import { breakpoints } from '../../ui/theme.ts';

/**
 * Partner block (spec 000 section 4 "Partner block"; section 9: "card width 381 desktop and 300
 * tablet, gap 10 (8 on tablet); pinned scroll height 140 or 120 viewport-height units (110
 * initially); scroll smoothing 1.5; the card-fit test uses width divided by 391"; "Scroll zoom
 * scale 0.85 to 1.15"; issue 30: pinned in every current browser, phones and short screens too).
 *
 * How we read it, and built it (CSS scroll-driven animations where the browser has them, a small
 * script where it does not):
 * - The section is pinned: a sticky stage one viewport high inside a taller section. The "pinned
 *   scroll height" is how far the visitor scrolls while the stage stays pinned, so the section is
 *   100vh + 140vh (or + 120vh) tall. Scroll progress p runs from 0 (section top at the viewport
 *   top) to 1 (section bottom at the viewport bottom): `animation-range: contain 0% contain 100%`.
 * - Desktop values (cards 381, gap 10) from the m breakpoint (1025 px) on screens at least
 *   DESKTOP_MIN_HEIGHT_PX high; there 140 when the cards overflow the row (more cards than
 *   `floor(width / 391)`, the card-fit test) and 120 when they fit. Everywhere else, tablets,
 *   phones and short screens, the tablet values: cards 300, gap 8, 120 (issue 30's reading:
 *   "the spec's tablet values (card 300, gap 8, 120 viewport heights)").
 * - "110 initially" is the height the original used before its script had measured the row. Ours
 *   needs no initial guess: the card count is known on the server and the width test is a CSS
 *   container query, so the section has its final height at first paint (PINNED_SCROLL_INITIAL_VH
 *   is kept for the case nothing is known, see pinnedScrollHeightVh).
 * - "Scroll smoothing 1.5": the animation follows the scroll position with a lag of 1.5 s. Each
 *   time the position changes, the animation sets out from where it is and reaches the new
 *   position 1.5 s later, fast at first and slowing down (an exponential ease-out): GSAP
 *   ScrollTrigger's `scrub: 1.5`, the Lenis-like smoothing, applied to the animation only (the pin
 *   itself is CSS sticky and never lags). The script path (scroll-driver.ts, for browsers without
 *   scroll timelines: Firefox) applies it (`scrubbedProgress`). CSS scroll timelines run on the
 *   compositor in step with the scroll position and cannot lag; we keep them exact rather than
 *   take them over with a main-thread loop in the browsers that have them.
 * - Phases: the headline and description move up and the card row widens (from the content
 *   column to the full width) during the first 35 %; from 40 % the row scrolls sideways (only
 *   when the cards overflow) until the last card's end meets the content column's end; the
 *   background zooms from 0.85 to 1.15 over the whole pin.
 * - Pinned at every width and height for visitors. Static (no pin, no motion, cards in a wrapping
 *   grid) in editing, with prefers-reduced-motion, and where neither CSS scroll timelines nor the
 *   script are there (a browser without them before the island has hydrated, or without script).
 */

export const CARD_WIDTH_DESKTOP_PX = 381;
export const CARD_WIDTH_TABLET_PX = 300;
export const CARD_GAP_DESKTOP_PX = 10;
export const CARD_GAP_TABLET_PX = 8;
/** The card-fit test's divisor: a desktop card and its gap (381 + 10). */
export const CARD_FIT_STEP_PX = 391;
export const PINNED_SCROLL_OVERFLOW_VH = 140;
export const PINNED_SCROLL_FIT_VH = 120;
export const PINNED_SCROLL_INITIAL_VH = 110;
/** Spec 000 section 9: the animation reaches the scroll position this long after it moved. */
export const SCROLL_SMOOTHING_S = 1.5;
export const ZOOM_FROM = 0.85;
export const ZOOM_TO = 1.15;

export const DESKTOP_MIN_WIDTH_PX = breakpoints.m;
/** Below this viewport height a desktop-wide screen is short: tablet values, as on tablets. */
export const DESKTOP_MIN_HEIGHT_PX = 720;
/** How far the headline and description move up, in viewport-height units. */
export const INTRO_RISE_VH = 8;

export type Phase = readonly [from: number, to: number];
export const PHASES = {
  intro: [0, 0.35],
  widen: [0, 0.35],
  slide: [0.4, 1],
  zoom: [0, 1],
} as const satisfies Record<string, Phase>;

/** The media query under which the block is pinned (with scroll timelines, or the script driving it). */
export const PINNED_MEDIA = '(prefers-reduced-motion: no-preference)';
/** Where the pinned block takes the desktop values (cards 381, gap 10, 140vh when they overflow). */
export const DESKTOP_MEDIA = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px) and (min-height: ${DESKTOP_MIN_HEIGHT_PX}px)`;

/** The CSS feature the timeline path needs; where `CSS.supports` denies it, the script drives the block. */
export const SCROLL_TIMELINES = 'animation-timeline: view()';

/** The card-fit test: how many cards fit a row `width` pixels wide. */
export function cardsThatFit(width: number): number {
  return Number.isFinite(width) && width > 0 ? Math.floor(width / CARD_FIT_STEP_PX) : 0;
}

export function cardsFit(count: number, width: number): boolean {
  return count <= cardsThatFit(width);
}

/** The narrowest row in which `count` cards pass the card-fit test (for the CSS container query). */
export function fitMinWidthPx(count: number): number {
  return Math.max(0, count) * CARD_FIT_STEP_PX;
}

/**
 * Pinned scroll height in vh: on desktop 140 when the cards overflow and 120 when they fit; 120
 * with the tablet values; 110 before the width is known.
 */
export function pinnedScrollHeightVh(count: number, width?: number, desktop = true): number {
  if (width === undefined || !Number.isFinite(width)) return PINNED_SCROLL_INITIAL_VH;
  return !desktop || cardsFit(count, width) ? PINNED_SCROLL_FIT_VH : PINNED_SCROLL_OVERFLOW_VH;
}

/** Progress within a phase: 0 before it, 1 after it, linear in between. */
export function phaseProgress(progress: number, [from, to]: Phase): number {
  if (!Number.isFinite(progress) || progress <= from) return 0;
  if (progress >= to) return 1;
  return (progress - from) / (to - from);
}

export interface RowGeometry {
  count: number;
  cardWidth: number;
  gap: number;
  /** Width of the content column the row starts in and must end in. */
  viewWidth: number;
}

/** How far the row scrolls sideways: its overflow beyond the content column (0 when it fits). */
export function rowTravelPx({ count, cardWidth, gap, viewWidth }: RowGeometry): number {
  if (count <= 0) return 0;
  return Math.max(0, count * cardWidth + (count - 1) * gap - viewWidth);
}

export interface FrameInput {
  travelPx: number;
  /** Space between the viewport edge and the content column (the row's clip at the start). */
  insetPx: number;
  introRisePx: number;
  /** 1 left to right, -1 right to left (the row moves towards the reading start). */
  dir: 1 | -1;
}

export interface Frame {
  /** Intro's vertical offset (px, positive = down): starts low, ends in place. */
  introY: number;
  /** Row clip on each side (px): the content column at first, the full width when widened. */
  rowClip: number;
  /** Row's horizontal translation (px, physical: negative = left). */
  rowX: number;
  /** Background scale. */
  scale: number;
}

/** Where everything is at scroll progress p (the CSS keyframes encode the same). */
export function partnerFrame(progress: number, { travelPx, insetPx, introRisePx, dir }: FrameInput): Frame {
  const { intro, widen, slide, zoom } = phasesAt(progress);
  return {
    introY: introRisePx * (1 - intro),
    rowClip: insetPx * (1 - widen),
    rowX: -dir * travelPx * slide + 0,
    scale: ZOOM_FROM + (ZOOM_TO - ZOOM_FROM) * zoom,
  };
}

/** Scroll progress p of the pin: 0 with the section's top at the viewport top, 1 when it has scrolled `pinDistance` further. */
export function pinProgress(sectionTop: number, pinDistance: number): number {
  if (!Number.isFinite(sectionTop) || !(pinDistance > 0)) return 0;
  return Math.min(1, Math.max(0, -sectionTop / pinDistance));
}

/** Each phase's own progress at scroll progress p (what the script path hands the styles). */
export function phasesAt(progress: number): Record<keyof typeof PHASES, number> {
  return {
    intro: phaseProgress(progress, PHASES.intro),
    widen: phaseProgress(progress, PHASES.widen),
    slide: phaseProgress(progress, PHASES.slide),
    zoom: phaseProgress(progress, PHASES.zoom),
  };
}

export const SCROLL_SMOOTHING_MS = SCROLL_SMOOTHING_S * 1000;

/** The smoothed progress on its way: it set out from `from` at `startMs` towards `to`. */
export interface Scrub {
  from: number;
  to: number;
  startMs: number;
}

/** Exponential ease-out (GSAP's `expo.out`, the ease of its scrub): fast at first, then slowing, exactly 1 at the end. */
export function easeOutExpo(t: number): number {
  if (!(t > 0)) return 0;
  return t >= 1 ? 1 : 1 - 2 ** (-10 * t);
}

/** A scrub that starts settled at `progress` (the first frame shows where the page is, with no lag). */
export function settledAt(progress: number): Scrub {
  return { from: progress, to: progress, startMs: -Infinity };
}

/** Where the smoothed progress is at `nowMs`: `to` once SCROLL_SMOOTHING_MS have passed. */
export function scrubbedProgress({ from, to, startMs }: Scrub, nowMs: number): number {
  const t = (nowMs - startMs) / SCROLL_SMOOTHING_MS;
  return t >= 1 ? to : from + (to - from) * easeOutExpo(t);
}

/** Whether the smoothed progress has reached its target at `nowMs`. */
export function scrubSettled(scrub: Scrub, nowMs: number): boolean {
  return nowMs - scrub.startMs >= SCROLL_SMOOTHING_MS;
}

/** The scroll position moved: set out afresh from where the animation is now, towards `target`. */
export function scrubTowards(scrub: Scrub, target: number, nowMs: number): Scrub {
  if (target === scrub.to) return scrub;
  return { from: scrubbedProgress(scrub, nowMs), to: target, startMs: nowMs };
}

export interface RevealInput {
  /** The card's current start and end, measured from the row's inline start edge (px). */
  cardStart: number;
  cardEnd: number;
  /** The part of the row a card must be in to count as visible (content column, px). */
  viewStart: number;
  viewEnd: number;
  /** How far the row has scrolled sideways now, and can at most. */
  shift: number;
  travelPx: number;
}

/**
 * The sideways shift that brings a focused card into view with the least movement, within
 * [0, travel]; the current shift when it is already in view. Keyboard visitors tab through cards
 * that the sideways scroll has not reached yet: the block scrolls the page to this shift.
 */
export function shiftToReveal({ cardStart, cardEnd, viewStart, viewEnd, shift, travelPx }: RevealInput): number {
  const restStart = cardStart + shift;
  const restEnd = cardEnd + shift;
  const lowest = restEnd - viewEnd; // the least shift that shows the card's end
  const highest = restStart - viewStart; // the most shift that still shows its start
  let target = shift;
  if (shift < lowest) target = lowest;
  else if (shift > highest) target = highest;
  return Math.min(travelPx, Math.max(0, target));
}

/** The scroll progress at which the row has shifted `shift` of its `travel`. */
export function progressForShift(shift: number, travelPx: number): number {
  const [from, to] = PHASES.slide;
  if (travelPx <= 0) return from;
  return from + (to - from) * Math.min(1, Math.max(0, shift / travelPx));
}

export interface PartnerFields {
  logo?: unknown;
  name?: unknown;
  text?: unknown;
  link?: unknown;
}

export interface PartnerModel {
  key: string;
  logo: unknown;
  name: unknown;
  text: unknown;
  link: unknown;
  hasName: boolean;
  hasText: boolean;
  hasLogo: boolean;
  hasLink: boolean;
}

/** The field that holds a list of partners: `partners`, or `cards`/`items` on older templates. */
const LIST_FIELDS = ['partners', 'cards', 'items', 'partnerCards'] as const;

/**
 * The partner cards. Each item has `logo`, `name`, `text` and `link`; `image`, `title`/`headline`
 * and `description` are read where those are missing (generic card templates). Outside editing a
 * card with neither logo nor name is dropped.
 */
export function partnersOf(fields: Record<string, unknown>, editing: boolean): PartnerModel[] {
  const listField = LIST_FIELDS.map((name) => fields[name]).find((value) => readItems(value).length > 0);
  const partners: PartnerModel[] = [];
  readItems(listField).forEach((item, index) => {
    const f = fieldsOf(item.fields);
    const logo = pick(f, ['logo', 'image'], (v) => readImage(v) !== undefined);
    const name = pick(f, ['name', 'title', 'headline'], hasText);
    const text = pick(f, ['text', 'description'], hasText);
    const link = f.link ?? f.cta;
    const model: PartnerModel = {
      key: item.id || `${index}`,
      logo,
      name,
      text,
      link,
      hasLogo: readImage(logo) !== undefined,
      hasName: hasText(name),
      hasText: hasText(text),
      hasLink: buildHref(readLink(link)) !== '',
    };
    if (editing || model.hasLogo || model.hasName) partners.push(model);
  });
  return partners;
}

function pick(fields: Record<string, unknown>, names: string[], present: (value: unknown) => boolean): unknown {
  const name = names.find((n) => present(fields[n])) ?? names.find((n) => n in fields) ?? names[0]!;
  return fields[name];
}

/** The background image: `backgroundImage`, else `image` (and their mobile variants). */
export function backgroundOf(fields: Record<string, unknown>): { field: unknown; mobileField: unknown; present: boolean } {
  const field = readImage(fields.backgroundImage) ? fields.backgroundImage : (fields.image ?? fields.backgroundImage);
  const mobileField = fields.mobileBackgroundImage ?? fields.mobileImage;
  return { field, mobileField, present: readImage(field) !== undefined || readImage(mobileField) !== undefined };
}
