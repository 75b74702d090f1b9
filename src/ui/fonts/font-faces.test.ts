import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FAMILIES, fallbackOverrides } from './fallback-fonts.ts';
import { firstViewFontUrls, FONT_SUBSETS, FONT_URLS, fontFaceRules } from './font-faces.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The @font-face rules as descriptor maps. */
const faces = fontFaceRules
  .split('@font-face')
  .slice(1)
  .map((rule) => {
    const body = /\{([^}]*)\}/.exec(rule)?.[1] ?? '';
    return Object.fromEntries(
      body
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
    ) as Record<string, string>;
  });

describe('the web font faces', () => {
  it('name every subset file, each at an address that exists', () => {
    expect(Object.keys(FONT_URLS).sort()).toEqual(FONT_SUBSETS.files.map((f) => f.file).sort());
    for (const [file, url] of Object.entries(FONT_URLS)) {
      // In tests Vite gives the source path; the build gives /assets/{name}-{hash}.woff2.
      expect(url.endsWith(`/${file}`), url).toBe(true);
      expect(existsSync(join(ROOT, url)), url).toBe(true);
    }
  });

  it('declare each file with its exact unicode-range, weight axis and font-display: swap', () => {
    for (const entry of FONT_SUBSETS.files) {
      const face = faces.find((f) => f.src === `url(${FONT_URLS[entry.file]}) format('woff2')`);
      expect(face, entry.file).toBeDefined();
      expect(face).toMatchObject({
        'font-family': `'${entry.family}'`,
        'font-display': 'swap',
        'font-weight': `${entry.weight[0]} ${entry.weight[1]}`,
        'unicode-range': entry.unicodeRange,
      });
    }
  });

  it('preload the Latin file on English pages, the Arabic and the Latin file on Arabic ones', () => {
    expect(firstViewFontUrls('en')).toEqual([FONT_URLS['inter-latin-400-700.woff2']]);
    expect(firstViewFontUrls('ar')).toEqual([FONT_URLS['noto-sans-arabic-400-700.woff2'], FONT_URLS['inter-latin-400-700.woff2']]);
  });
});

describe('the fallback faces', () => {
  it('scale each installed font to the web font’s metrics in the manifest, at the weight it stands in for', () => {
    for (const family of FALLBACK_FAMILIES) {
      const web = FONT_SUBSETS.files.find((f) => f.file === family.webFile);
      expect(web?.metrics, family.webFile).toBeDefined();
      const own = faces.filter((f) => f['font-family'] === `'${family.family}'`);
      expect(own.map((f) => f['font-weight'])).toEqual(['400 500', '600 700']);
      for (const [face, local, metrics] of [
        [own[0]!, family.regular, web!.metrics!.regular],
        [own[1]!, family.bold, web!.metrics!.bold],
      ] as const) {
        const o = fallbackOverrides(metrics, local.metrics);
        expect(face).toMatchObject({
          src: local.names.map((name) => `local('${name}')`).join(', '),
          'size-adjust': `${o.sizeAdjust}%`,
          'ascent-override': `${o.ascentOverride}%`,
          'descent-override': `${o.descentOverride}%`,
          'line-gap-override': `${o.lineGapOverride}%`,
          'unicode-range': web!.unicodeRange,
        });
      }
    }
  });
});
