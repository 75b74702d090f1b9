import { describe, expect, it } from 'vitest';
import { isImageError } from './errors.ts';
import { MAX_SVG_DENSITY, planSvgRender } from './svg-render-plan.ts';

const BUDGET = 40_000_000;

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isImageError(error) ? error.code : String(error);
  }
  return undefined;
}

describe('planSvgRender', () => {
  it('renders a 1600x900 drawing at the width asked for, keeping its proportions', () => {
    expect(planSvgRender({ width: 1600, height: 900 }, 1280, BUDGET)).toEqual({
      density: 57.6,
      width: 1280,
      height: 720,
      renderWidth: 1280,
      renderHeight: 720,
    });
    expect(planSvgRender({ width: 1600, height: 900 }, 320, BUDGET)).toMatchObject({ density: 14.4, width: 320, height: 180 });
    expect(planSvgRender({ width: 750, height: 1000 }, 768, BUDGET)).toMatchObject({ width: 768, height: 1024, renderWidth: 768, renderHeight: 1024 });
  });

  it('renders larger than the declared size: a vector has no resolution to lose', () => {
    const plan = planSvgRender({ width: 16, height: 9 }, 2560, BUDGET);
    expect(plan).toMatchObject({ density: 11_520, width: 2560, height: 1440, renderWidth: 2560, renderHeight: 1440 });
  });

  it("stays in sharp's density range, resizing up what it cannot render large enough", () => {
    const plan = planSvgRender({ width: 1, height: 1 }, 2560, BUDGET);
    expect(plan.density).toBe(MAX_SVG_DENSITY);
    expect(plan).toMatchObject({ width: 2560, height: 2560, renderWidth: 1389, renderHeight: 1389 });
  });

  it('refuses a gigantic declared size before anything is rendered: at density 1 the render alone would not fit', () => {
    expect(refusal(() => planSvgRender({ width: 1_000_000, height: 1_000_000 }, 320, BUDGET))).toBe('IMAGE_SOURCE_TOO_LARGE');
    // Wide but not tall enough to matter: density 1 renders it 13,889 x 14 px, within the budget.
    expect(planSvgRender({ width: 1_000_000, height: 1_000 }, 320, BUDGET)).toMatchObject({ density: 1, width: 320, height: 1 });
  });

  it('refuses a result that would not fit: an extreme aspect ratio, or a side over 16383 px', () => {
    expect(refusal(() => planSvgRender({ width: 1, height: 100_000 }, 320, BUDGET))).toBe('IMAGE_SOURCE_TOO_LARGE');
    expect(refusal(() => planSvgRender({ width: 10, height: 100 }, 2560, BUDGET))).toBe('IMAGE_SOURCE_TOO_LARGE');
    expect(refusal(() => planSvgRender({ width: 1600, height: 900 }, 2560, 1_000_000))).toBe('IMAGE_SOURCE_TOO_LARGE');
  });

  it('refuses an SVG without a usable size as undecodable', () => {
    for (const size of [{}, { width: 0, height: 10 }, { width: 10, height: Number.NaN }, { width: -1, height: 10 }, { width: 10 }]) {
      expect(
        refusal(() => planSvgRender(size, 320, BUDGET)),
        JSON.stringify(size),
      ).toBe('IMAGE_UNDECODABLE');
    }
  });
});
