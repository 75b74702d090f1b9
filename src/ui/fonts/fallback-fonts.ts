/**
 * The font families and the metric-matched fallback faces (docs/decisions/010-fonts.md).
 *
 * Until a web font has loaded (font-display: swap), text is drawn in a fallback. A fallback face
 * is an installed font scaled so that its text is as wide as the web font's (`size-adjust`, from
 * the average advance of the script's text) and given the web font's ascent, descent and line gap
 * (the overrides, divided by size-adjust because the browser scales them by it too): lines wrap
 * at the same words and sit at the same baselines, so the swap moves nothing.
 *
 * The web fonts' metrics come from the committed subset files (font-subsets.json, written by
 * scripts/font-subsets.ts). The installed fonts' metrics below were measured on Debian 12 with
 * `npx tsx scripts/font-subsets.ts --measure latin|arabic <file>` (capsize 4.0.1).
 * Pure data and arithmetic: runs in the browser bundle and in tools.
 */

export const INTER = 'Inter Variable';
export const INTER_FALLBACK = 'Inter Fallback';
export const NOTO_SANS_ARABIC = 'Noto Sans Arabic Variable';
export const NOTO_SANS_ARABIC_FALLBACK = 'Noto Sans Arabic Fallback';

/** Metrics in font units (as scripts/font-subsets.ts reads them). */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Negative, below the baseline. */
  descent: number;
  lineGap: number;
  /** Average advance of the script's running text, weighted by letter frequency. */
  widthAvg: number;
}

/** One installed font: the local() names that reach it (full and PostScript names), its metrics. */
export interface LocalFont {
  names: readonly string[];
  metrics: FontMetrics;
}

export interface FallbackFamily {
  /** The family the fallback stands in for, and the fallback's own family name. */
  webFamily: string;
  family: string;
  /** Which web font file's metrics it matches (font-subsets.json, the family's primary file). */
  webFile: string;
  /** The installed regular, standing in for 400 and 500, matched to the web font at 400. */
  regular: LocalFont;
  /** The installed bold, standing in for 600 and 700, matched at 600 (the headings). */
  bold: LocalFont;
}

/**
 * Latin: Arial, or the fonts with Arial's advance widths (Liberation Sans on Linux, where Debian's
 * Chromium finds it for Arial; Arimo on ChromeOS; Helvetica, which Arial was drawn to match, on
 * Apple systems). Android has none of them: it keeps the next family in the stack.
 * Measured: Liberation Sans 1.07.4 (fonts-liberation), Regular and Bold.
 */
export const INTER_FALLBACK_FAMILY: FallbackFamily = {
  webFamily: INTER,
  family: INTER_FALLBACK,
  webFile: 'inter-latin-400-700.woff2',
  regular: {
    names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular', 'Helvetica'],
    metrics: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, widthAvg: 913 },
  },
  bold: {
    names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold', 'Helvetica Bold', 'Helvetica-Bold'],
    metrics: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, widthAvg: 983 },
  },
};

/**
 * Arabic: the installed Noto Sans Arabic (static Regular and Bold, and its UI cut, which differs
 * only in its vertical metrics, replaced here anyway). It is what Debian's Chromium draws Arabic
 * with (fonts-noto-core), as do other Linux systems and ChromeOS; the same drawings as the web
 * font, so only the weights differ (the 600 headings borrow the Bold, scaled to 600's width).
 * Elsewhere (Windows, Apple, Android) the next families in the stack draw Arabic unadjusted.
 * Measured: Noto Sans Arabic 2.x from fonts-noto-core 20201225, Regular and Bold.
 */
export const NOTO_SANS_ARABIC_FALLBACK_FAMILY: FallbackFamily = {
  webFamily: NOTO_SANS_ARABIC,
  family: NOTO_SANS_ARABIC_FALLBACK,
  webFile: 'noto-sans-arabic-400-700.woff2',
  regular: {
    names: ['Noto Sans Arabic Regular', 'NotoSansArabic-Regular', 'Noto Sans Arabic', 'Noto Sans Arabic UI Regular', 'NotoSansArabicUI-Regular'],
    metrics: { unitsPerEm: 1000, ascent: 1374, descent: -738, lineGap: 0, widthAvg: 550 },
  },
  bold: {
    names: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold', 'Noto Sans Arabic UI Bold', 'NotoSansArabicUI-Bold'],
    metrics: { unitsPerEm: 1000, ascent: 1374, descent: -738, lineGap: 0, widthAvg: 594 },
  },
};

export const FALLBACK_FAMILIES: readonly FallbackFamily[] = [INTER_FALLBACK_FAMILY, NOTO_SANS_ARABIC_FALLBACK_FAMILY];

/** The @font-face descriptors of a fallback face, in percent (two decimals). */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

export function fallbackOverrides(web: FontMetrics, local: FontMetrics): FallbackOverrides {
  const scale = web.widthAvg / web.unitsPerEm / (local.widthAvg / local.unitsPerEm);
  const percent = (value: number) => Math.round(value * 10000) / 100;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(web.ascent / web.unitsPerEm / scale),
    descentOverride: percent(Math.abs(web.descent) / web.unitsPerEm / scale),
    lineGapOverride: percent(web.lineGap / web.unitsPerEm / scale),
  };
}
