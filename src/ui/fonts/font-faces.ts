/**
 * The @font-face rules and the font preloads (docs/decisions/010-fonts.md).
 *
 * Self-hosted variable fonts, cut by scripts/font-subsets.ts to the characters and weights the site
 * uses: Inter (Latin, plus an extended-Latin file only a page that needs it downloads) and Noto
 * Sans Arabic. Each face's unicode-range is exactly what its file holds (font-subsets.json), so
 * the browser downloads a file only for text it can draw, and its weight range is the file's wght
 * axis. Each web family is followed in the stacks (theme.ts) by its metric-matched fallback
 * (fallback-fonts.ts).
 */
import interLatin from './inter-latin-400-700.woff2?url';
import interLatinExt from './inter-latin-ext-400-700.woff2?url';
import notoSansArabic from './noto-sans-arabic-400-700.woff2?url';
import manifest from './font-subsets.json';
import { FALLBACK_FAMILIES, fallbackOverrides, INTER, NOTO_SANS_ARABIC, type FallbackFamily, type FontMetrics, type LocalFont } from './fallback-fonts.ts';

/** One cut file as scripts/font-subsets.ts describes it in font-subsets.json. */
export interface SubsetManifestEntry {
  file: string;
  family: string;
  /** The wght axis the file keeps. */
  weight: [number, number];
  /** Exactly the characters the file holds (control characters aside). */
  unicodeRange: string;
  /** On a family's primary file: its metrics at 400 and at 600, what the fallback faces match. */
  metrics?: { regular: FontMetrics; bold: FontMetrics };
}

export interface SubsetManifest {
  note: string;
  files: SubsetManifestEntry[];
}

export const FONT_SUBSETS: SubsetManifest = manifest as SubsetManifest;

/** The built address of each file (Vite hashes it; `/{locale}/fonts/` serves it under both names). */
export const FONT_URLS: Readonly<Record<string, string>> = {
  'inter-latin-400-700.woff2': interLatin,
  'inter-latin-ext-400-700.woff2': interLatinExt,
  'noto-sans-arabic-400-700.woff2': notoSansArabic,
};

function subsetFile(file: string): SubsetManifestEntry {
  const entry = FONT_SUBSETS.files.find((f) => f.file === file);
  if (!entry) throw new Error(`font-subsets.json has no ${file}`);
  return entry;
}

function urlOf(file: string): string {
  const url = FONT_URLS[file];
  if (url === undefined) throw new Error(`No URL for the font file ${file}`);
  return url;
}

function webFace(entry: SubsetManifestEntry): string {
  return `@font-face {
    font-family: '${entry.family}';
    font-style: normal;
    font-display: swap;
    font-weight: ${entry.weight[0]} ${entry.weight[1]};
    src: url(${urlOf(entry.file)}) format('woff2');
    unicode-range: ${entry.unicodeRange};
  }`;
}

function fallbackFace(family: FallbackFamily, local: LocalFont, weights: string, web: FontMetrics, unicodeRange: string): string {
  const o = fallbackOverrides(web, local.metrics);
  return `@font-face {
    font-family: '${family.family}';
    font-style: normal;
    font-weight: ${weights};
    src: ${local.names.map((name) => `local('${name}')`).join(', ')};
    size-adjust: ${o.sizeAdjust}%;
    ascent-override: ${o.ascentOverride}%;
    descent-override: ${o.descentOverride}%;
    line-gap-override: ${o.lineGapOverride}%;
    unicode-range: ${unicodeRange};
  }`;
}

/**
 * A fallback family: a regular face for 400-500 and a bold one for 600-700, each scaled to the web
 * font at the weight it stands in for, and covering only what the web font's primary file holds
 * (anything else falls through to the next family, as it does once the web font is there).
 */
function fallbackFaces(family: FallbackFamily): string[] {
  const web = subsetFile(family.webFile);
  if (!web.metrics) throw new Error(`font-subsets.json has no metrics for ${family.webFile}`);
  return [
    fallbackFace(family, family.regular, '400 500', web.metrics.regular, web.unicodeRange),
    fallbackFace(family, family.bold, '600 700', web.metrics.bold, web.unicodeRange),
  ];
}

/** Every @font-face rule of the site: the web fonts, then their fallbacks. */
export const fontFaceRules: string = [...FONT_SUBSETS.files.map(webFace), ...FALLBACK_FAMILIES.flatMap(fallbackFaces)].join('\n');

/**
 * The files a page's first view draws with, to preload: the Latin file on English pages; on
 * Arabic pages the Arabic file and the Latin one too, since Arabic pages show Latin (the language
 * switch, brand names, Western digits and punctuation), which the Arabic file does not hold.
 */
export function firstViewFontUrls(language: string): string[] {
  const families = language === 'ar' ? [NOTO_SANS_ARABIC, INTER] : [INTER];
  return families.map((family) => {
    const primary = FONT_SUBSETS.files.find((f) => f.family === family && f.metrics);
    if (!primary) throw new Error(`font-subsets.json has no primary file for ${family}`);
    return urlOf(primary.file);
  });
}
