import { describe, expect, it } from 'vitest';
import { themes } from '../theme.ts';
import {
  FALLBACK_FAMILIES,
  fallbackOverrides,
  INTER,
  INTER_FALLBACK,
  NOTO_SANS_ARABIC,
  NOTO_SANS_ARABIC_FALLBACK,
  type FontMetrics,
} from './fallback-fonts.ts';

const inter: FontMetrics = { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, widthAvg: 978 };
const arial: FontMetrics = { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, widthAvg: 913 };

describe('fallbackOverrides', () => {
  it('leaves a font with the same metrics as it is, only pinning its vertical metrics', () => {
    expect(fallbackOverrides(inter, inter)).toEqual({ sizeAdjust: 100, ascentOverride: 96.88, descentOverride: 24.12, lineGapOverride: 0 });
  });

  it('scales Arial to Inter’s width and gives it Inter’s ascent and descent at that scale', () => {
    // 978/913 = 1.07119; 1984/2048/1.07119 = 0.90437; 494/2048/1.07119 = 0.22518.
    expect(fallbackOverrides(inter, arial)).toEqual({ sizeAdjust: 107.12, ascentOverride: 90.44, descentOverride: 22.52, lineGapOverride: 0 });
  });

  it('makes the scaled fallback as wide and as tall as the web font, whatever the units per em', () => {
    const web: FontMetrics = { unitsPerEm: 1000, ascent: 1374, descent: -738, lineGap: 20, widthAvg: 552 };
    const local: FontMetrics = { unitsPerEm: 2048, ascent: 1900, descent: -500, lineGap: 0, widthAvg: 1000 };
    const o = fallbackOverrides(web, local);
    const scale = o.sizeAdjust / 100;
    expect(scale * (local.widthAvg / local.unitsPerEm)).toBeCloseTo(web.widthAvg / web.unitsPerEm, 3);
    expect((o.ascentOverride / 100) * scale).toBeCloseTo(1.374, 3);
    expect((o.descentOverride / 100) * scale).toBeCloseTo(0.738, 3);
    expect((o.lineGapOverride / 100) * scale).toBeCloseTo(0.02, 3);
  });
});

describe('the fallback families', () => {
  it('reach each installed font by its full and PostScript names', () => {
    for (const family of FALLBACK_FAMILIES) {
      for (const face of [family.regular, family.bold]) {
        expect(face.names.length).toBeGreaterThanOrEqual(2);
        expect(
          face.names.some((name) => /^\S+$/.test(name)),
          `${family.family}: a PostScript name`,
        ).toBe(true);
      }
    }
  });

  it('come right after their web font in the theme’s stacks', () => {
    const stack = (value: string) => value.split(',').map((f) => f.trim().replace(/^'|'$/g, ''));
    for (const theme of Object.values(themes)) {
      expect(stack(theme.fonts.latin).slice(0, 2)).toEqual([INTER, INTER_FALLBACK]);
      expect(stack(theme.fonts.arabic).slice(0, 2)).toEqual([NOTO_SANS_ARABIC, NOTO_SANS_ARABIC_FALLBACK]);
      const arabic = stack(theme.fonts.arabic);
      expect(arabic.indexOf(INTER_FALLBACK)).toBe(arabic.indexOf(INTER) + 1);
    }
  });
});
