/**
 * Article statistic (spec 001 sections 3, 4 and 9): `statistics` (a number string), `unit`,
 * `description`. The counter runs 2.5 s once the element is within 150 px of the viewport centre,
 * then shows the final value; non-numeric characters are dropped and decimals kept; edit mode shows
 * the raw value.
 */

/** Spec 001 section 9: "counter 2.5 s". */
export const COUNTER_DURATION_MS = 2500;
/** Spec 001 section 4: "once the element is within 150px of the viewport centre". */
export const COUNTER_CENTRE_DISTANCE_PX = 150;

export interface CounterTarget {
  value: number;
  /** Digits after the decimal point, kept while counting and in the final value. */
  decimals: number;
}

/** Arabic-Indic and Persian digits, and the Arabic decimal sign, to what parseFloat reads. */
function normaliseDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

/**
 * The number in the editor's text with every non-numeric character dropped ('1,250+' → 1250,
 * '98.6%' → 98.6 with one decimal, '$3.50bn' → 3.5 with two). Only the first '.' is the decimal
 * point. Undefined when no digit is left.
 */
export function parseCounter(raw: unknown): CounterTarget | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const kept = normaliseDigits(String(raw)).replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  const integer = point === -1 ? kept : kept.slice(0, point);
  const fraction = point === -1 ? '' : kept.slice(point + 1).replace(/\./g, '');
  if (!/\d/.test(integer + fraction)) return undefined;
  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? { value, decimals: fraction.length } : undefined;
}

/** Latin digits in both languages (as the site's other figures), grouped, with the decimals kept. */
export function formatCounter(value: number, decimals: number, language: string): string {
  const locale = language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Ease-out cubic. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The value shown `elapsedMs` after the count started: 0 first, the target from 2.5 s on. */
export function counterValueAt(elapsedMs: number, target: CounterTarget): number {
  if (!(elapsedMs < COUNTER_DURATION_MS)) return target.value;
  const scale = 10 ** target.decimals;
  return Math.round(target.value * easeOut(Math.max(0, elapsedMs) / COUNTER_DURATION_MS) * scale) / scale;
}

/** True when the element's box comes within 150 px of the viewport's vertical centre. */
export function isNearViewportCentre(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  const centre = viewportHeight / 2;
  return rect.top <= centre + COUNTER_CENTRE_DISTANCE_PX && rect.bottom >= centre - COUNTER_CENTRE_DISTANCE_PX;
}
