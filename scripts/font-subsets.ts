/**
 * The self-hosted fonts, cut down to what the site uses (docs/decisions/010-fonts.md). The cut files
 * and their manifest (`src/ui/fonts/font-subsets.json`: the exact unicode-range of each file, its
 * weight axis, the metrics the fallback faces are matched to) are committed; this module makes them
 * and `src/ui/fonts/font-subsets.test.ts` makes them again to fail when they are stale.
 *
 *   npx tsx scripts/font-subsets.ts     after changing a plan below or updating a font package
 *
 * Node only (tooling and tests): the browser reads the manifest, never this module.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import type { FontMetrics } from '../src/ui/fonts/fallback-fonts.ts';
import type { SubsetManifest, SubsetManifestEntry } from '../src/ui/fonts/font-faces.ts';
import { themes } from '../src/ui/theme.ts';

export type Script = 'latin' | 'arabic';

export interface SubsetPlan {
  /** Written under src/ui/fonts/; the build adds a content hash, `/{locale}/fonts/` serves both names. */
  file: string;
  family: string;
  /** The package file it is cut from (Fontsource's variable `wght` files). */
  source: string;
  /**
   * The characters to keep, as CSS unicode-range items. What the file finally holds is this, less
   * what the source lacks and less what an earlier file of the same family already holds.
   */
  keep: string;
  /** Whose letter frequencies weight the average glyph width (the fallback's size-adjust). */
  script: Script;
  /** The family's main file: its metrics are the ones the family's fallback faces match. */
  primary?: boolean;
}

/**
 * The wght axis the files keep: the lightest to the heaviest of the theme's weights (400-700 today).
 * Every font-weight in src/ is a theme weight (font-subsets.test.ts checks), and the browser's own
 * `bold` (strong, b, th) is 700; `bolder` inside a 600 heading asks 900 and gets the 700 end.
 */
export const WEIGHT_RANGE: readonly [number, number] = (() => {
  const weights = Object.values(themes.global.fontWeights);
  return [Math.min(...weights), Math.max(...weights)];
})();

/** The bold fallback face is matched at 600: the headings' weight, the largest text on a page. */
export const BOLD_MATCH_WEIGHT = 600;

export const SUBSET_PLANS: readonly SubsetPlan[] = [
  {
    // Basic Latin, Latin-1, general punctuation, the euro and the few signs English copy uses:
    // any English text the CMS sends renders from this one file.
    file: 'inter-latin-400-700.woff2',
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    // Combining accents (decomposed text, rare in CMS copy) are left to the extended file: 1.8 KiB.
    keep: 'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20A0-20C0, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    script: 'latin',
    primary: true,
  },
  {
    // Latin Extended (names, other currencies): fetched only by a page whose text has one of these.
    file: 'inter-latin-ext-400-700.woff2',
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    keep: 'U+0100-02FF, U+0300-036F, U+1D00-1DBF, U+1E00-1EFF, U+2000-206F, U+20A0-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    script: 'latin',
  },
  {
    // The Arabic block with the joiners and direction marks shaping and bidi use, the space, and
    // the presentation forms B (legacy text pasted from PDFs; 1.4 KiB). Not kept: Arabic
    // Supplement and Extended (other languages, Quranic marks) and presentation forms A (mostly
    // Persian and Urdu forms and the large ligature signs): +29 KiB for text the site does not have.
    // HarfBuzz keeps every glyph the kept characters reach through GSUB (contextual forms, lam-alef).
    file: 'noto-sans-arabic-400-700.woff2',
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    keep: 'U+0020, U+00A0, U+0600-06FF, U+200C-200F, U+2010-2011, U+204F, U+2E41, U+FE70-FE74, U+FE76-FEFC',
    script: 'arabic',
    primary: true,
  },
];

/** Where the committed files and the manifest live. */
export const FONTS_DIR = fileURLToPath(new URL('../src/ui/fonts/', import.meta.url));
export const MANIFEST_FILE = 'font-subsets.json';

/**
 * Letter frequencies of Arabic running text, space included (the share of each among these
 * characters in the sample site's Arabic copy, measured once and frozen here so editing content
 * never makes the fonts stale). Capsize has Latin frequencies of its own, not Arabic ones.
 */
export const ARABIC_FREQUENCIES: Readonly<Record<string, number>> = {
  ' ': 0.1577,
  ا: 0.1349,
  ل: 0.0963,
  ي: 0.0576,
  م: 0.0549,
  و: 0.0503,
  ت: 0.0479,
  ر: 0.0424,
  ن: 0.0401,
  ة: 0.0354,
  د: 0.0256,
  ع: 0.0236,
  ح: 0.0232,
  ب: 0.0224,
  س: 0.0205,
  ف: 0.0203,
  ك: 0.0156,
  ق: 0.015,
  ج: 0.0122,
  ط: 0.0119,
  خ: 0.0118,
  أ: 0.0108,
  ص: 0.0103,
  ش: 0.0082,
  ه: 0.0077,
  ئ: 0.0068,
  ى: 0.0064,
  إ: 0.0047,
  '،': 0.0045,
  ض: 0.0035,
  ز: 0.0035,
  ث: 0.003,
  ء: 0.0029,
  غ: 0.0025,
  ظ: 0.002,
  ذ: 0.0018,
  ؤ: 0.0008,
  آ: 0.0007,
};

const require = createRequire(import.meta.url);

export function readSource(plan: SubsetPlan): Buffer {
  return readFileSync(require.resolve(plan.source));
}

/** `U+0020-007E, U+00A0` -> the code points, in order, without duplicates. */
export function parseUnicodeRange(range: string): number[] {
  const points = new Set<number>();
  for (const item of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(item);
    if (!match) throw new Error(`Not a unicode-range item: "${item}"`);
    const from = parseInt(match[1]!, 16);
    const to = match[2] === undefined ? from : parseInt(match[2], 16);
    if (to < from) throw new Error(`Backwards unicode-range item: "${item}"`);
    for (let point = from; point <= to; point++) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** Code points -> the shortest CSS unicode-range (`U+0020-007E, U+00A0-00FF`). */
export function formatUnicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const point of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** An SFNT (TrueType/OpenType) file's tables by tag. */
function sfntTables(font: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    tables.set(font.toString('latin1', record, record + 4), font.subarray(offset, offset + font.readUInt32BE(record + 12)));
  }
  return tables;
}

/** The `cmap` table's Unicode mappings (formats 4 and 12): code point -> glyph id. */
function readCmap(cmap: Buffer): Map<number, number> {
  const glyphs = new Map<number, number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const platform = cmap.readUInt16BE(4 + 8 * i);
    const encoding = cmap.readUInt16BE(6 + 8 * i);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const table = cmap.subarray(cmap.readUInt32BE(8 + 8 * i));
    const format = table.readUInt16BE(0);
    if (format === 4) {
      const segments = table.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const rangeOffsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const end = table.readUInt16BE(ends + 2 * s);
        const start = table.readUInt16BE(starts + 2 * s);
        const delta = table.readUInt16BE(deltas + 2 * s);
        const rangeOffset = table.readUInt16BE(rangeOffsets + 2 * s);
        for (let point = start; point <= end && point !== 0xffff; point++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (point + delta) & 0xffff;
          else {
            const raw = table.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (point - start));
            glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
          }
          if (glyph !== 0) glyphs.set(point, glyph);
        }
      }
    } else if (format === 12) {
      const groups = table.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = table.readUInt32BE(16 + 12 * g);
        const end = table.readUInt32BE(20 + 12 * g);
        const first = table.readUInt32BE(24 + 12 * g);
        for (let point = start; point <= end; point++) glyphs.set(point, first + point - start);
      }
    }
  }
  return glyphs;
}

/** The `fvar` axes: tag -> [min, default, max]. */
function readAxes(fvar: Buffer | undefined): Map<string, [number, number, number]> {
  const axes = new Map<string, [number, number, number]>();
  if (!fvar) return axes;
  const offset = fvar.readUInt16BE(4);
  const count = fvar.readUInt16BE(8);
  const size = fvar.readUInt16BE(10);
  for (let i = 0; i < count; i++) {
    const axis = offset + size * i;
    const fixed = (at: number) => fvar.readInt32BE(at) / 65536;
    axes.set(fvar.toString('latin1', axis, axis + 4), [fixed(axis + 4), fixed(axis + 8), fixed(axis + 12)]);
  }
  return axes;
}

/** A WOFF2 (or any) font as SFNT, optionally at one weight of its wght axis. */
async function toSfnt(font: Buffer, weight?: number): Promise<Buffer> {
  return subsetFont(font, null, {
    keepAllGlyphs: true,
    targetFormat: 'sfnt',
    ...(weight === undefined ? {} : { variationAxes: { wght: weight } }),
  });
}

/** What a font file holds: its characters, its variation axes. */
export interface FontFacts {
  codePoints: number[];
  axes: Map<string, [number, number, number]>;
}

export async function readFontFacts(font: Buffer): Promise<FontFacts> {
  const tables = sfntTables(await toSfnt(font));
  const cmap = tables.get('cmap');
  if (!cmap) throw new Error('The font has no cmap table');
  return { codePoints: [...readCmap(cmap).keys()].sort((a, b) => a - b), axes: readAxes(tables.get('fvar')) };
}

/**
 * Vertical metrics (capsize reads them as browsers use them) and the average advance of the
 * script's text: capsize's own Latin frequencies, or ARABIC_FREQUENCIES over the glyphs the cmap
 * gives (isolated forms: no shaping here; measured in Chromium, the shaped ratio between Noto
 * Sans Arabic's variable and static files differs from this one by 0.4 %).
 */
export async function readMetrics(font: Buffer, script: Script, weight?: number): Promise<FontMetrics> {
  const sfnt = await toSfnt(font, weight);
  const metrics = await fromBuffer(sfnt);
  const base = {
    unitsPerEm: metrics.unitsPerEm,
    ascent: metrics.ascent,
    descent: metrics.descent,
    lineGap: metrics.lineGap,
  };
  if (script === 'latin') return { ...base, widthAvg: metrics.xWidthAvg };
  return { ...base, widthAvg: averageAdvance(sfntTables(sfnt), ARABIC_FREQUENCIES) };
}

function averageAdvance(tables: Map<string, Buffer>, frequencies: Readonly<Record<string, number>>): number {
  const cmap = tables.get('cmap');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  if (!cmap || !hhea || !hmtx) throw new Error('The font lacks cmap, hhea or hmtx');
  const glyphs = readCmap(cmap);
  const longMetrics = hhea.readUInt16BE(34);
  let sum = 0;
  let weights = 0;
  for (const [character, frequency] of Object.entries(frequencies)) {
    const glyph = glyphs.get(character.codePointAt(0)!);
    if (glyph === undefined) throw new Error(`The font has no glyph for U+${character.codePointAt(0)!.toString(16)}`);
    sum += hmtx.readUInt16BE(4 * Math.min(glyph, longMetrics - 1)) * frequency;
    weights += frequency;
  }
  return Math.round(sum / weights);
}

/** Cuts one file: the kept characters the source has, minus `taken`, the wght axis to WEIGHT_RANGE. */
export async function makeSubset(plan: SubsetPlan, taken: ReadonlySet<number>): Promise<Buffer> {
  const source = readSource(plan);
  const available = new Set((await readFontFacts(source)).codePoints);
  const text = parseUnicodeRange(plan.keep)
    .filter((point) => available.has(point) && !taken.has(point))
    .map((point) => String.fromCodePoint(point))
    .join('');
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: WEIGHT_RANGE[0], max: WEIGHT_RANGE[1] } },
  });
}

export interface BuiltSubset {
  plan: SubsetPlan;
  font: Buffer;
  entry: SubsetManifestEntry;
}

/** Every file and the manifest, in memory: the files of a family in order, none claiming another's characters. */
export async function buildSubsets(plans: readonly SubsetPlan[] = SUBSET_PLANS): Promise<BuiltSubset[]> {
  const takenByFamily = new Map<string, Set<number>>();
  const built: BuiltSubset[] = [];
  for (const plan of plans) {
    const taken = takenByFamily.get(plan.family) ?? new Set<number>();
    takenByFamily.set(plan.family, taken);
    const font = await makeSubset(plan, taken);
    const { codePoints } = await readFontFacts(font);
    // The control characters HarfBuzz keeps (U+0000, CR) are never drawn: not part of the range.
    const drawn = codePoints.filter((point) => point >= 0x20 && !(point >= 0x7f && point < 0xa0));
    for (const point of drawn) taken.add(point);
    built.push({
      plan,
      font,
      entry: {
        file: plan.file,
        family: plan.family,
        weight: [WEIGHT_RANGE[0], WEIGHT_RANGE[1]],
        unicodeRange: formatUnicodeRange(drawn),
        ...(plan.primary
          ? {
              metrics: {
                regular: await readMetrics(font, plan.script, 400),
                bold: await readMetrics(font, plan.script, BOLD_MATCH_WEIGHT),
              },
            }
          : {}),
      },
    });
  }
  return built;
}

export function manifestOf(built: readonly BuiltSubset[]): SubsetManifest {
  return {
    note: 'Written by scripts/font-subsets.ts (npx tsx scripts/font-subsets.ts); do not edit by hand.',
    files: built.map((b) => b.entry),
  };
}

export function serialiseManifest(manifest: SubsetManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function main(args: string[]): Promise<void> {
  if (args[0] === '--measure') {
    // The metrics of an installed font, for the fallback constants in src/ui/fonts/fallback-fonts.ts:
    //   npx tsx scripts/font-subsets.ts --measure latin /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf
    const [, script, file] = args;
    if ((script !== 'latin' && script !== 'arabic') || !file) throw new Error('usage: --measure latin|arabic <font file>');
    console.log(JSON.stringify(await readMetrics(readFileSync(file), script)));
    return;
  }
  const built = await buildSubsets();
  for (const { plan, font, entry } of built) {
    writeFileSync(`${FONTS_DIR}${plan.file}`, font);
    const before = readSource(plan).length;
    console.log(
      `${plan.file}: ${(font.length / 1024).toFixed(1)} KiB (from ${(before / 1024).toFixed(1)} KiB), ${entry.unicodeRange.split(',').length} ranges`,
    );
  }
  writeFileSync(`${FONTS_DIR}${MANIFEST_FILE}`, serialiseManifest(manifestOf(built)));
  console.log(`wrote ${MANIFEST_FILE}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
