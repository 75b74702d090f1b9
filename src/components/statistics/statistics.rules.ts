import { fieldsOf, hasText, isRecord, readImage, readItems, readText } from '../../fields/read.ts';
import {
  countUpValueAt,
  easeOutCubic,
  formatCountUpNumber,
  isAttachedUnit,
  numberLocale,
  parseCountUpNumber,
  type CountUpNumber,
} from '../../ui/count-up/count-up.rules.ts';
import { breakpoints } from '../../ui/theme.ts';

/**
 * Statistic block (spec 000 section 3 "Statistic block": statistics, unit, title, subTitle,
 * imageLeft, imageRight, mobileImageLeft, mobileImageRight; section 4 "Statistic counters";
 * section 9: "Counter animation 1.5 s. Statistic images 400x400").
 */

/** Spec 000 section 9: "Counter animation 1.5 s". */
export const COUNTER_DURATION_MS = 1500;
/** Spec 000 section 9: "Statistic images 400x400" (the largest size they are shown at). */
export const STATISTIC_IMAGE_SIZE_PX = 400;
/**
 * "On desktop" (spec 000 section 4) starts at the m breakpoint, 1025 px: the spec's own split
 * between desktop and smaller screens (card carousel: "2 columns below 1025 px"). Below it the
 * final value shows at once.
 */
export const COUNTER_DESKTOP_MIN_PX = breakpoints.m;
/** The share of a number that must be on screen before it counts ("once in view"). */
export const COUNTER_IN_VIEW_THRESHOLD = 0.5;

/**
 * The number rules are shared with number highlights and parallax numbers (src/ui/count-up/);
 * the statistics block keeps its own names for them.
 */
export type StatisticNumber = CountUpNumber;
export const parseStatisticNumber = parseCountUpNumber;
export const formatStatistic = formatCountUpNumber;
export { easeOutCubic, isAttachedUnit, numberLocale };

/**
 * The counter's value `elapsedMs` after it started: 0 at the start, eased towards the target,
 * rounded to the statistic's decimals, and exactly the target from COUNTER_DURATION_MS on.
 */
export function counterValueAt(elapsedMs: number, target: number, decimals: number): number {
  return countUpValueAt(elapsedMs, target, decimals, COUNTER_DURATION_MS);
}

export interface CounterConditions {
  editing: boolean;
  reducedMotion: boolean;
  viewportWidth: number;
}

/** Spec 000 section 4: counts on desktop and outside editing; reduced motion also shows the final value. */
export function shouldCount({ editing, reducedMotion, viewportWidth }: CounterConditions): boolean {
  return !editing && !reducedMotion && viewportWidth >= COUNTER_DESKTOP_MIN_PX;
}

export interface StatisticModel {
  key: string;
  fields: Record<string, unknown>;
  /** The number field as written. */
  raw: string;
  number: StatisticNumber | undefined;
  unit: string;
  title: string;
  subTitle: string;
}

/**
 * Where the number lives: `statistics` is the spec's field name; `number`, `value`, `statistic`
 * and `count` are accepted for templates that name it so.
 */
const NUMBER_FIELDS = ['statistics', 'statistic', 'number', 'value', 'count'] as const;

/** The name of the field that holds the number (the first with text, else the first present). */
export function numberFieldOf(fields: Record<string, unknown>): string {
  return NUMBER_FIELDS.find((name) => hasText(fields[name])) ?? NUMBER_FIELDS.find((name) => name in fields) ?? 'statistics';
}

function modelOf(key: string, fields: Record<string, unknown>): StatisticModel {
  const raw = readText(fields[numberFieldOf(fields)]).trim();
  return {
    key,
    fields,
    raw,
    number: parseStatisticNumber(raw),
    unit: readText(fields.unit).trim(),
    title: readText(fields.title).trim(),
    subTitle: readText(fields.subTitle).trim(),
  };
}

/**
 * The statistics of a block. Normally `statistics` is a list of items, each with the number
 * (`statistics`), `unit`, `title` and `subTitle`. A block whose `statistics` is a single value
 * (not a list) is one statistic with those fields on the block itself. Outside editing a
 * statistic with neither number nor title is dropped; in editing every one stays to be filled in.
 */
export function statisticsOf(fields: Record<string, unknown>, editing: boolean): StatisticModel[] {
  const list = fields.statistics;
  const isList = Array.isArray(list) || (isRecord(list) && Array.isArray(list.value));
  const models = isList
    ? readItems(list).map((item, index) => modelOf(item.id || `${index}`, fieldsOf(item.fields)))
    : hasText(list) || hasText(fields.title)
      ? [modelOf('single', fields)]
      : [];
  return editing ? models : models.filter((model) => model.raw !== '' || model.title !== '');
}

export interface StatisticImages {
  left: boolean;
  right: boolean;
}

export function imagesOf(fields: Record<string, unknown>): StatisticImages {
  return {
    left: readImage(fields.imageLeft) !== undefined || readImage(fields.mobileImageLeft) !== undefined,
    right: readImage(fields.imageRight) !== undefined || readImage(fields.mobileImageRight) !== undefined,
  };
}

/** Units up to this many characters share the number's line when sizing it; longer ones wrap under it. */
const SHORT_UNIT_CHARS = 3;

/**
 * How wide a statistic is in characters, to size its font to its column: the number, plus a
 * short unit at half size. A long unit ('million TEU') is left out: it wraps under the number
 * instead of shrinking it.
 */
export function statisticLength(text: string, unit: string): number {
  const unitChars = [...unit].length;
  return Math.max(1, [...text].length + (unitChars <= SHORT_UNIT_CHARS ? Math.ceil(unitChars / 2) : 0));
}
