import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildSubsets,
  FONTS_DIR,
  manifestOf,
  MANIFEST_FILE,
  parseUnicodeRange,
  readFontFacts,
  readMetrics,
  serialiseManifest,
  SUBSET_PLANS,
  WEIGHT_RANGE,
  type BuiltSubset,
  type FontFacts,
} from '../../../scripts/font-subsets.ts';
import { uiPhrases } from '../../app/context/ui-phrases.ts';
import { themes } from '../theme.ts';
import { FONT_SUBSETS } from './font-faces.ts';
import { INTER, NOTO_SANS_ARABIC } from './fallback-fonts.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const committed = (file: string) => readFileSync(join(FONTS_DIR, file));

const facts = new Map<string, FontFacts>();
beforeAll(async () => {
  for (const { file } of FONT_SUBSETS.files) facts.set(file, await readFontFacts(committed(file)));
}, 60_000);

function factsOf(file: string): FontFacts {
  const found = facts.get(file);
  if (!found) throw new Error(`no facts for ${file}`);
  return found;
}

describe('the committed font subsets', () => {
  // Cutting the files again from the installed packages must give the same bytes: a changed plan,
  // weight range or font package without `npx tsx scripts/font-subsets.ts` fails here.
  let built: BuiltSubset[] = [];
  beforeAll(async () => {
    built = await buildSubsets();
  }, 180_000);

  it('are what scripts/font-subsets.ts makes from the installed font packages', () => {
    expect(built.map((b) => b.plan.file)).toEqual(FONT_SUBSETS.files.map((f) => f.file));
    for (const { plan, font } of built) {
      expect(committed(plan.file).equals(font), `${plan.file} is stale: run npx tsx scripts/font-subsets.ts`).toBe(true);
    }
    expect(readFileSync(join(FONTS_DIR, MANIFEST_FILE), 'utf8')).toBe(serialiseManifest(manifestOf(built)));
  });

  it('leave no stray font file beside them', () => {
    const files = readdirSync(FONTS_DIR).filter((f) => /\.(woff2?|ttf|otf)$/.test(f));
    expect(files.sort()).toEqual(SUBSET_PLANS.map((p) => p.file).sort());
  });

  it('are smaller than the files they are cut from', () => {
    for (const plan of SUBSET_PLANS) {
      const source = statSync(join(ROOT, 'node_modules', plan.source)).size;
      expect(committed(plan.file).length).toBeLessThan(source * 0.75);
    }
  });
});

describe('font-subsets.json', () => {
  it('gives each file exactly the characters it holds as its unicode-range', () => {
    for (const entry of FONT_SUBSETS.files) {
      const drawn = factsOf(entry.file).codePoints.filter((p) => p >= 0x20 && !(p >= 0x7f && p < 0xa0));
      expect(parseUnicodeRange(entry.unicodeRange), entry.file).toEqual(drawn);
    }
  });

  it('never lets two files of a family claim the same character', () => {
    const owner = new Map<string, string>();
    for (const entry of FONT_SUBSETS.files) {
      for (const point of parseUnicodeRange(entry.unicodeRange)) {
        const key = `${entry.family} ${point}`;
        expect(owner.get(key), `U+${point.toString(16)} in ${entry.file}`).toBeUndefined();
        owner.set(key, entry.file);
      }
    }
  });

  it('gives the weight axis each file keeps: the theme’s lightest to heaviest weight', () => {
    const weights = Object.values(themes.global.fontWeights);
    expect(WEIGHT_RANGE).toEqual([Math.min(...weights), Math.max(...weights)]);
    for (const entry of FONT_SUBSETS.files) {
      expect(entry.weight).toEqual([...WEIGHT_RANGE]);
      const wght = factsOf(entry.file).axes.get('wght');
      expect(wght, entry.file).toBeDefined();
      expect([wght![0], wght![2]]).toEqual([...WEIGHT_RANGE]);
    }
  });

  it('holds the metrics of the primary files as they read from the files themselves', async () => {
    for (const plan of SUBSET_PLANS.filter((p) => p.primary)) {
      const entry = FONT_SUBSETS.files.find((f) => f.file === plan.file);
      expect(entry?.metrics).toEqual({
        regular: await readMetrics(committed(plan.file), plan.script, 400),
        bold: await readMetrics(committed(plan.file), plan.script, 600),
      });
    }
  }, 60_000);
});

describe('what the site uses', () => {
  /** Every string of a language's sample content (pages, partials, forms, dictionary, news feed). */
  function sampleText(language: 'en' | 'ar'): string {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : name.endsWith('.json') ? [path] : [];
      });
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(strings)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(strings)
            : [];
    const sources = [...files(join(ROOT, 'content', 'sites', 'ports-group', language)), join(ROOT, 'content', 'feeds', `news-${language}.json`)];
    const content = sources.flatMap((file) => strings(JSON.parse(readFileSync(file, 'utf8'))));
    return [...content, ...Object.values(uiPhrases[language])].join('\n');
  }

  /** The file of our faces that draws a character in a language, following its font stack. */
  function fileFor(point: number, families: string[]): string | undefined {
    for (const family of families) {
      for (const entry of FONT_SUBSETS.files.filter((f) => f.family === family)) {
        if (parseUnicodeRange(entry.unicodeRange).includes(point)) return entry.file;
      }
    }
    return undefined;
  }

  it.each([
    ['en', [INTER]],
    ['ar', [NOTO_SANS_ARABIC, INTER]],
  ] as const)('draws every character of the %s sample content from a subset file that holds it', (language, families) => {
    const points = new Set([...sampleText(language)].map((c) => c.codePointAt(0)!).filter((p) => p >= 0x20));
    const missing: string[] = [];
    for (const point of points) {
      const file = fileFor(point, [...families]);
      if (!file || !factsOf(file).codePoints.includes(point)) missing.push(`U+${point.toString(16).toUpperCase()}`);
    }
    expect(missing).toEqual([]);
  });

  it('draws Arabic text from the Arabic file and English text from the first Latin file only', () => {
    const arabic = [...sampleText('ar')].filter((c) => /\p{Script=Arabic}/u.test(c));
    expect(arabic.length).toBeGreaterThan(1000);
    for (const c of new Set(arabic)) expect(fileFor(c.codePointAt(0)!, [NOTO_SANS_ARABIC])).toBe('noto-sans-arabic-400-700.woff2');
    const english = new Set([...sampleText('en')].map((c) => c.codePointAt(0)!).filter((p) => p >= 0x20));
    for (const point of english) expect(fileFor(point, [INTER]), `U+${point.toString(16)}`).toBe('inter-latin-400-700.woff2');
  });

  it('asks only for weights the files hold', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const weights = new Set<number>(Object.values(themes.global.fontWeights));
    for (const file of sources(join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/font-weight:\s*(\d+|bold|bolder|lighter)(?:\s+(\d+))?|\bfont:\s*(\d{3})\s/g)) {
        for (const value of match.slice(1)) {
          if (value === undefined) continue;
          weights.add(value === 'bold' || value === 'bolder' ? 700 : value === 'lighter' ? 100 : Number(value));
        }
      }
    }
    for (const weight of weights) {
      expect(weight, `font-weight ${weight}`).toBeGreaterThanOrEqual(WEIGHT_RANGE[0]);
      expect(weight, `font-weight ${weight}`).toBeLessThanOrEqual(WEIGHT_RANGE[1]);
    }
  });
});
