import { describe, expect, it } from 'vitest';
import { firstTapFigures, LOST_AFTER_MS } from './first-tap.ts';
import { summariseFirstTap } from './page-weight.results.ts';

describe('firstTapFigures', () => {
  it('times tap → the frame after the menu showed, and places the tap from navigation and from FCP', () => {
    expect(firstTapFigures({ readyAt: 1150, fcpAt: 800, tapAt: 1200, shownAt: 1390, shownFrameAt: 1410, shownBeforeTap: false })).toEqual({
      shownMs: 210,
      lost: false,
      tapAtMs: 1200,
      fcpMs: 800,
      tapAfterFcpMs: 400,
      toggleReadyMs: 1150,
    });
  });

  it('calls a tap lost when the menu did not show, saying whether the toggle thought it open', () => {
    expect(firstTapFigures({ fcpAt: 800, tapAt: 1200 })).toMatchObject({ lost: true, shownMs: undefined, lostBecause: 'the menu did not show within 5 s' });
    expect(firstTapFigures({ tapAt: 1200, expandedAtEnd: 'true' }).lostBecause).toBe('the menu did not show within 5 s (the toggle says open)');
  });

  it('calls a tap lost when the menu showed later than 5 s after it', () => {
    expect(firstTapFigures({ tapAt: 1000, shownFrameAt: 1000 + LOST_AFTER_MS + 1 })).toMatchObject({
      lost: true,
      lostBecause: 'the menu showed 5.0 s after the tap',
    });
    expect(firstTapFigures({ tapAt: 1000, shownFrameAt: 1000 + LOST_AFTER_MS })).toMatchObject({ lost: false, shownMs: LOST_AFTER_MS });
  });

  it('calls a run lost when the page never saw the tap, or the menu was showing before it', () => {
    expect(firstTapFigures({ fcpAt: 800 })).toMatchObject({ lost: true, tapAtMs: undefined, lostBecause: 'the tap reached no listener of the page' });
    expect(firstTapFigures({ tapAt: 900, shownFrameAt: 950, shownBeforeTap: true }).lost).toBe(true);
  });
});

describe('summariseFirstTap', () => {
  const run = (shownMs: number | undefined, tapAtMs: number) => ({
    ...firstTapFigures({ tapAt: tapAtMs, fcpAt: tapAtMs - 300, ...(shownMs === undefined ? {} : { shownFrameAt: tapAtMs + shownMs }) }),
  });

  it('takes the median over the shown runs, counts the lost ones, and the tap’s timing over all', () => {
    const page = summariseFirstTap('/ar', [run(200, 1000), run(undefined, 1400), run(260, 1100), run(240, 1200)], ['no toggle']);
    expect(page).toMatchObject({
      path: '/ar',
      medianMs: 240,
      lost: 1,
      medianTapAtMs: 1150,
      medianTapAfterFcpMs: 300,
      medianFcpMs: 850,
      failures: ['no toggle'],
    });
    expect(page.runs).toHaveLength(4);
  });

  it('has no median when every tap was lost or nothing was measured', () => {
    expect(summariseFirstTap('/', [run(undefined, 1000)], [])).toMatchObject({ medianMs: undefined, lost: 1 });
    expect(summariseFirstTap('/', [], [])).toMatchObject({ medianMs: undefined, lost: 0, medianTapAtMs: undefined });
  });
});
