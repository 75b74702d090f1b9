/**
 * Counting numbers up (the statistics block, spec 000; number highlights and parallax numbers,
 * spec 003 sections 4, 5 and 9): reading the editor's number ("optional prefix, number with
 * commas and decimals, optional suffix; decimals follow the source"), formatting it in the page
 * language, and the eased value at a moment of the count. Pure: the hook is use-count-up.ts.
 */
import { readText } from '../../fields/read.ts';

/** A number as the editor wrote it: '+1,250', '$3.5', '98.6', '٤٥', '12 000'. */
export interface CountUpNumber {
  /** Text before the number ('+', '$', 'US$ ', '~'); a minus sign is part of `value`. */
  prefix: string;
  value: number;
  /** Digits after the decimal separator, kept while counting and in the final value. */
  decimals: number;
  /** The editor wrote thousands separators: keep grouping even for four-digit numbers. */
  grouped: boolean;
  /** Text after the number ('%', '+', 'M', 'k+'); the separate `unit` field follows it. */
  suffix: string;
}

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic and Persian digits to 0-9; the Arabic decimal and thousands signs to '.' and ','. */
function normaliseDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/** prefix, number body (digits with separators inside), suffix; the prefix and suffix hold no digit. */
const NUMBER_SHAPE = /^(\D*?)(\d(?:[\d.,'’\s\u00a0\u202f\u2009]*\d)?)(\D*)$/;
const MINUS = /[-\u2212]$/;

/**
 * Reads the editor's number tolerantly. Separators: spaces and apostrophes always group; when both
 * '.' and ',' appear the last one is the decimal sign; a lone ',' followed by exactly three digits
 * groups ('1,250'), any other lone ',' or '.' is the decimal sign ('3,5', '1.250' = 1.25, as an
 * English-writing editor means it); a sign repeated ('1,250,000') groups. Anything else (two
 * numbers as in '24/7', no digit at all) is not a number: the text is shown as written.
 */
export function parseCountUpNumber(raw: unknown): CountUpNumber | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = normaliseDigits(String(raw).trim());
  const match = NUMBER_SHAPE.exec(text);
  if (!match) return undefined;
  let prefix = match[1] ?? '';
  const body = match[2] ?? '';
  const suffix = match[3] ?? '';
  let negative = false;
  if (MINUS.test(prefix)) {
    negative = true;
    prefix = prefix.replace(MINUS, '');
  }

  const spaced = /['’\s\u00a0\u202f\u2009]/.test(body);
  const compact = body.replace(/['’\s\u00a0\u202f\u2009]/g, '');
  const dots = countOf(compact, '.');
  const commas = countOf(compact, ',');
  let decimalSign: '.' | ',' | undefined;
  if (dots > 0 && commas > 0) {
    decimalSign = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    if (countOf(compact, decimalSign) > 1) return undefined; // '1.2.3,4'
  } else if (dots === 1) {
    decimalSign = '.';
  } else if (commas === 1) {
    decimalSign = /,\d{3}$/.test(compact) && !/^0,/.test(compact) ? undefined : ',';
  }
  const [integerPart = '', fractionPart = ''] = decimalSign ? splitOnce(compact, decimalSign) : [compact, ''];
  const integerDigits = integerPart.replace(/[.,]/g, '');
  if (!/^\d+$/.test(integerDigits) || !/^\d*$/.test(fractionPart)) return undefined;
  // Thousands groups are three digits after the first: '1.2.3,4' and 'Q3 2026' are no numbers.
  const integerWritten = decimalSign ? body.slice(0, body.lastIndexOf(decimalSign)) : body;
  const grouped = spaced || integerPart !== integerDigits;
  if (grouped && !/^\d{1,3}(?:[.,'’\s\u00a0\u202f\u2009]\d{3})+$/.test(integerWritten)) return undefined;
  const value = Number(`${integerDigits}.${fractionPart || '0'}`);
  if (!Number.isFinite(value)) return undefined;
  return { prefix, value: negative ? -value : value, decimals: fractionPart.length, grouped, suffix };
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

function splitOnce(text: string, sign: string): [string, string] {
  const at = text.lastIndexOf(sign);
  return [text.slice(0, at), text.slice(at + 1)];
}

/**
 * Intl locale for numbers. Arabic pages use Latin digits (`nu-latn`), as the site's dates do
 * (src/lib/dates.ts, ar-AE): the group's financial and operational figures are published with
 * Latin digits in the Gulf, and naming the numbering system keeps the server's and the browser's
 * ICU from choosing differently (a hydration mismatch).
 */
export function numberLocale(language: string): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, decimals: number, grouped: boolean): Intl.NumberFormat {
  const key = `${language}|${decimals}|${grouped}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // Without separators from the editor, a year such as 2026 stays '2026'; 12000 becomes '12,000'.
      useGrouping: grouped ? 'always' : 'min2',
    });
    formats.set(key, format);
  }
  return format;
}

/** The number at `value` in its own format: prefix, digits, suffix. */
export function formatCountUpNumber(number: CountUpNumber, language: string, value: number = number.value): string {
  return `${number.prefix}${numberFormat(language, number.decimals, number.grouped).format(value)}${number.suffix}`;
}

/** Ease-out (cubic): fast at first, settling gently on the final value. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * The counter's value `elapsedMs` after it started: 0 at the start, eased towards the target,
 * rounded to the number's decimals ("decimals follow the source"), and exactly the target from
 * `durationMs` on. A NaN elapsed time (a clock gone wrong) is the target.
 */
export function countUpValueAt(elapsedMs: number, target: number, decimals: number, durationMs: number): number {
  if (!(elapsedMs < durationMs) || !(durationMs > 0)) return target;
  const scale = 10 ** decimals;
  // `+ 0` turns the -0 of a negative target's first frames into 0 (Intl would print '-0').
  return Math.round(target * easeOutCubic(Math.max(0, elapsedMs) / durationMs) * scale) / scale + 0;
}

/** A unit written against the number, without a space: '98.6%', '45+'. */
export function isAttachedUnit(unit: string): boolean {
  return /^[%\u066a\u2030+]/.test(unit);
}

/** A figure as an editor typed it: the text, its number (when it parses) and its unit. */
export interface CountedFigure {
  raw: string;
  number: CountUpNumber | undefined;
  unit: string;
}

/** Reads the `number` and `unit` fields of a number card (number highlights, parallax numbers). */
export function readCountedFigure(fields: Record<string, unknown>): CountedFigure {
  const raw = readText(fields.number).trim();
  return { raw, number: parseCountUpNumber(raw), unit: readText(fields.unit).trim() };
}

/** Spec 003 section 4: no count in editing mode (the final value shows); nor with reduced motion. */
export function countsUp({ editing, reducedMotion }: { editing: boolean; reducedMotion: boolean }): boolean {
  return !editing && !reducedMotion;
}
