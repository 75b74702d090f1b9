import { describe, expect, it } from 'vitest';
import {
  CARD_FIT_STEP_PX,
  CARD_GAP_DESKTOP_PX,
  CARD_WIDTH_DESKTOP_PX,
  PHASES,
  ZOOM_FROM,
  ZOOM_TO,
  backgroundOf,
  cardsFit,
  cardsThatFit,
  fitMinWidthPx,
  SCROLL_SMOOTHING_MS,
  easeOutExpo,
  partnerFrame,
  partnersOf,
  phaseProgress,
  phasesAt,
  pinProgress,
  pinnedScrollHeightVh,
  progressForShift,
  rowTravelPx,
  scrubSettled,
  scrubTowards,
  scrubbedProgress,
  settledAt,
  shiftToReveal,
} from './partner-block.rules.ts';

describe('the card-fit test and the pinned scroll height', () => {
  it('divides the width by 391 (a 381 px card and its 10 px gap)', () => {
    expect(CARD_FIT_STEP_PX).toBe(CARD_WIDTH_DESKTOP_PX + CARD_GAP_DESKTOP_PX);
    expect(cardsThatFit(1280)).toBe(3);
    expect(cardsThatFit(1173)).toBe(3);
    expect(cardsThatFit(1172)).toBe(2);
    expect(cardsThatFit(1920)).toBe(4);
    expect(cardsThatFit(0)).toBe(0);
    expect(cardsThatFit(NaN)).toBe(0);
  });

  it('says whether the cards fit, and the narrowest width where they do', () => {
    expect(cardsFit(3, 1280)).toBe(true);
    expect(cardsFit(6, 1280)).toBe(false);
    for (const count of [1, 3, 6]) {
      expect(cardsFit(count, fitMinWidthPx(count))).toBe(true);
      expect(cardsFit(count, fitMinWidthPx(count) - 1)).toBe(false);
    }
  });

  it('pins for 140vh when the cards overflow, 120vh when they fit, 110vh before the width is known', () => {
    expect(pinnedScrollHeightVh(6, 1280)).toBe(140);
    expect(pinnedScrollHeightVh(3, 1280)).toBe(120);
    expect(pinnedScrollHeightVh(3, 1000)).toBe(140);
    expect(pinnedScrollHeightVh(3)).toBe(110);
  });

  it('pins for 120vh with the tablet values (tablets, phones, short screens), overflowing or not', () => {
    expect(pinnedScrollHeightVh(6, 375, false)).toBe(120);
    expect(pinnedScrollHeightVh(6, 1280, false)).toBe(120);
  });
});

describe('the script path: scroll progress and its smoothing', () => {
  it('reads the pin progress from where the section is', () => {
    expect(pinProgress(100, 1260)).toBe(0);
    expect(pinProgress(0, 1260)).toBe(0);
    expect(pinProgress(-630, 1260)).toBe(0.5);
    expect(pinProgress(-5000, 1260)).toBe(1);
    expect(pinProgress(-10, 0)).toBe(0);
    expect(pinProgress(NaN, 1260)).toBe(0);
  });

  it("hands each phase its own progress, as the CSS timelines' ranges do", () => {
    expect(phasesAt(0)).toEqual({ intro: 0, widen: 0, slide: 0, zoom: 0 });
    expect(phasesAt(0.35)).toEqual({ intro: 1, widen: 1, slide: 0, zoom: 0.35 });
    const late = phasesAt(0.7);
    expect([late.intro, late.widen, late.zoom]).toEqual([1, 1, 0.7]);
    expect(late.slide).toBeCloseTo(0.5);
    expect(phasesAt(1)).toEqual({ intro: 1, widen: 1, slide: 1, zoom: 1 });
  });

  it('eases out exponentially, exactly from 0 to 1', () => {
    expect(easeOutExpo(0)).toBe(0);
    expect(easeOutExpo(1)).toBe(1);
    expect(easeOutExpo(0.5)).toBeCloseTo(1 - 1 / 32);
    expect(easeOutExpo(-1)).toBe(0);
    expect(easeOutExpo(NaN)).toBe(0);
  });

  it('reaches a new scroll position 1.5 s after it moved, fast at first, never past it', () => {
    expect(SCROLL_SMOOTHING_MS).toBe(1500);
    const start = settledAt(0.2);
    expect(scrubbedProgress(start, 0)).toBe(0.2);
    expect(scrubSettled(start, 0)).toBe(true);
    const scrub = scrubTowards(start, 0.8, 1000);
    expect(scrubbedProgress(scrub, 1000)).toBe(0.2);
    let last = 0.2;
    for (let t = 1000; t <= 2500; t += 50) {
      const value = scrubbedProgress(scrub, t);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(0.8);
      last = value;
    }
    // Most of the way in the first quarter of the time; there exactly at 1.5 s, and settled.
    expect(scrubbedProgress(scrub, 1375)).toBeGreaterThan(0.2 + 0.8 * 0.6);
    expect(scrubSettled(scrub, 2499)).toBe(false);
    expect(scrubbedProgress(scrub, 2500)).toBe(0.8);
    expect(scrubSettled(scrub, 2500)).toBe(true);
  });

  it('sets out afresh from where it is when the scroll moves again, without a jump', () => {
    const first = scrubTowards(settledAt(0), 1, 0);
    const now = 300;
    const there = scrubbedProgress(first, now);
    const second = scrubTowards(first, 0.1, now);
    expect(scrubbedProgress(second, now)).toBe(there);
    expect(scrubbedProgress(second, now + SCROLL_SMOOTHING_MS)).toBe(0.1);
    // The same target again changes nothing (the scroll event of a frame that did not move).
    expect(scrubTowards(second, 0.1, now + 100)).toBe(second);
  });
});

describe('progress -> transforms', () => {
  const input = { travelPx: 1200, insetPx: 40, introRisePx: 72, dir: 1 as const };

  it('maps progress into each phase', () => {
    expect(phaseProgress(-1, [0, 0.5])).toBe(0);
    expect(phaseProgress(0.25, [0, 0.5])).toBe(0.5);
    expect(phaseProgress(2, [0, 0.5])).toBe(1);
    expect(phaseProgress(NaN, [0, 0.5])).toBe(0);
  });

  it('starts with the intro low, the row in the content column, still, and the background at 0.85', () => {
    expect(partnerFrame(0, input)).toEqual({ introY: 72, rowClip: 40, rowX: 0, scale: ZOOM_FROM });
  });

  it('first moves the intro up and widens the row, then scrolls it sideways', () => {
    const widened = partnerFrame(PHASES.widen[1], input);
    expect(widened.introY).toBe(0);
    expect(widened.rowClip).toBe(0);
    expect(widened.rowX).toBe(0);
    const midway = partnerFrame(0.7, input);
    expect(midway.rowX).toBeCloseTo(-600);
    expect(partnerFrame(1, input)).toEqual({ introY: 0, rowClip: 0, rowX: -1200, scale: ZOOM_TO });
  });

  it('zooms steadily from 0.85 to 1.15', () => {
    expect(partnerFrame(0.5, input).scale).toBeCloseTo(1);
    let last = 0;
    for (let p = 0; p <= 1; p += 0.05) {
      const { scale } = partnerFrame(p, input);
      expect(scale).toBeGreaterThanOrEqual(last);
      last = scale;
    }
  });

  it('mirrors the sideways scroll right to left', () => {
    expect(partnerFrame(1, { ...input, dir: -1 }).rowX).toBe(1200);
    expect(Object.is(partnerFrame(0.2, { ...input, dir: -1 }).rowX, 0)).toBe(true);
  });

  it('scrolls sideways only as far as the cards overflow', () => {
    expect(rowTravelPx({ count: 6, cardWidth: 381, gap: 10, viewWidth: 1200 })).toBe(6 * 381 + 5 * 10 - 1200);
    expect(rowTravelPx({ count: 3, cardWidth: 381, gap: 10, viewWidth: 1200 })).toBe(0);
    expect(rowTravelPx({ count: 3, cardWidth: 300, gap: 8, viewWidth: 700 })).toBe(216);
    expect(rowTravelPx({ count: 0, cardWidth: 381, gap: 10, viewWidth: 100 })).toBe(0);
  });
});

describe('revealing a focused card', () => {
  const view = { viewStart: 40, viewEnd: 1240, travelPx: 1146 };

  it('keeps the shift when the card is in view', () => {
    expect(shiftToReveal({ ...view, cardStart: 40, cardEnd: 421, shift: 0 })).toBe(0);
  });

  it('shifts forward just enough to show a card beyond the end', () => {
    // The fourth card (index 3) at rest: 40 + 3 * 391 = 1213 .. 1594.
    expect(shiftToReveal({ ...view, cardStart: 1213, cardEnd: 1594, shift: 0 })).toBe(354);
  });

  it('shifts back to show a card scrolled past the start, and stays within the travel', () => {
    expect(shiftToReveal({ ...view, cardStart: -1106, cardEnd: -725, shift: 1146 })).toBe(0);
    expect(shiftToReveal({ ...view, cardStart: 2000, cardEnd: 2400, shift: 0 })).toBe(1146);
  });

  it('turns a shift back into scroll progress within the slide phase', () => {
    expect(progressForShift(0, 1146)).toBe(PHASES.slide[0]);
    expect(progressForShift(1146, 1146)).toBe(1);
    expect(progressForShift(573, 1146)).toBeCloseTo(0.7);
    expect(progressForShift(10, 0)).toBe(PHASES.slide[0]);
  });
});

const item = (id: string, fields: Record<string, unknown>) => ({ id, name: id, displayName: id, url: '', fields });
const logo = { value: { src: '/-/media/logo.svg', alt: 'Logo', width: '240', height: '80' } };

describe('partnersOf and backgroundOf', () => {
  it('reads partners with logo, name, text and link, and generic card field names', () => {
    const partners = partnersOf(
      {
        partners: [
          item('a', { logo, name: { value: 'Northwind' }, text: { value: '<p>Rail</p>' }, link: { value: { href: '/about', text: 'More' } } }),
          item('b', { image: logo, title: { value: 'Aldara' }, description: { value: 'Ports' } }),
        ],
      },
      false,
    );
    expect(partners.map((p) => [p.key, p.hasLogo, p.hasName, p.hasText, p.hasLink])).toEqual([
      ['a', true, true, true, true],
      ['b', true, true, true, false],
    ]);
    expect(partners[1]?.name).toEqual({ value: 'Aldara' });
  });

  it('reads the list from cards or items when partners is missing', () => {
    expect(partnersOf({ cards: [item('a', { name: { value: 'A' } })] }, false)).toHaveLength(1);
    expect(partnersOf({ items: { value: [item('a', { name: { value: 'A' } })] } }, false)).toHaveLength(1);
  });

  it('drops partners with neither logo nor name outside editing only', () => {
    const fields = { partners: [item('a', { text: { value: 'x' } }), item('b', { logo })] };
    expect(partnersOf(fields, false).map((p) => p.key)).toEqual(['b']);
    expect(partnersOf(fields, true).map((p) => p.key)).toEqual(['a', 'b']);
  });

  it('tolerates junk', () => {
    expect(partnersOf({ partners: 'x' }, false)).toEqual([]);
    expect(partnersOf({ partners: [null, 5, { fields: 3 }] }, true)).toHaveLength(1);
    expect(backgroundOf({}).present).toBe(false);
  });

  it('finds the background image under either name', () => {
    expect(backgroundOf({ backgroundImage: logo }).present).toBe(true);
    expect(backgroundOf({ image: logo }).field).toBe(logo);
    expect(backgroundOf({ backgroundImage: { value: {} }, mobileImage: logo }).present).toBe(true);
  });
});
