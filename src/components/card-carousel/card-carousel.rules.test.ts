import { describe, expect, it } from 'vitest';
import { CARD_CAROUSEL_SPEED_MS, cardsOf, carouselMode, columnsAt, ctaOf } from './card-carousel.rules.ts';
import { emblaDurationForMs, settleTimeMs } from '../../ui/carousel.rules.ts';

describe('card carousel speed (spec 000 section 9)', () => {
  it('reaches embla as a spring that settles in about 500 ms', () => {
    expect(Math.abs(settleTimeMs(emblaDurationForMs(CARD_CAROUSEL_SPEED_MS)) - 500)).toBeLessThan(50);
  });
});

describe('card carousel columns (spec 000 section 9)', () => {
  it.each([
    [320, 1],
    [375, 1],
    [480, 1],
    [481, 2],
    [640, 2],
    [768, 2],
    [1024, 2],
    [1025, 3],
    [1280, 3],
    [1920, 3],
  ])('%i px -> %i columns', (width, columns) => {
    expect(columnsAt(width)).toBe(columns);
  });
});

describe('carouselMode (spec 000 section 4)', () => {
  it('is a plain grid in editing mode or when cards always fit', () => {
    expect(carouselMode(8, true)).toEqual({ enabled: false });
    expect(carouselMode(1, false)).toEqual({ enabled: false });
    expect(carouselMode(0, false)).toEqual({ enabled: false });
  });

  it('is a carousel only where there are more cards than columns', () => {
    expect(carouselMode(2, false)).toEqual({ enabled: true, activeMedia: '(max-width: 480px)' });
    expect(carouselMode(3, false)).toEqual({ enabled: true, activeMedia: '(max-width: 1024.98px)' });
    expect(carouselMode(4, false)).toEqual({ enabled: true });
  });
});

describe('cardsOf', () => {
  const cards = [
    { id: 'a', fields: { headline: { value: 'Ports' }, link: { value: { href: '/ports' } } } },
    { id: 'b', fields: {} },
    'junk',
    { id: 'c', fields: { image: { value: { src: '/x.jpg' } } } },
  ];

  it('keeps cards with something to show, all of them in editing', () => {
    expect(cardsOf(cards, false).map((c) => [c.key, c.hasLink])).toEqual([
      ['a', true],
      ['c', false],
    ]);
    expect(cardsOf(cards, true).map((c) => c.key)).toEqual(['a', 'b', 'c']);
    expect(cardsOf(undefined, false)).toEqual([]);
    expect(cardsOf({ value: 'nope' }, false)).toEqual([]);
  });

  it('reads a card video and keeps a card that has only a video', () => {
    const withVideo = [
      { id: 'v', fields: { video: { value: { href: '/-/media/v.webm', linktype: 'media' } } } },
      { id: 'w', fields: { headline: { value: 'x' }, video: { value: 'javascript:alert(1)' } } },
    ];
    expect(cardsOf(withVideo, false).map((c) => [c.key, c.videoSource])).toEqual([
      ['v', { kind: 'file', url: '/-/media/v.webm', contentHub: false }],
      ['w', undefined],
    ]);
  });
});

describe('ctaOf', () => {
  it('combines cta, ctaText and ctaModalId', () => {
    expect(ctaOf({ cta: { value: { href: '/all', text: 'All' } }, ctaText: { value: 'See all' } })).toMatchObject({ text: 'See all', visible: true });
    expect(ctaOf({ cta: { value: { href: '' } }, ctaModalId: { value: 'enquiry' } })).toMatchObject({ modalId: 'enquiry', visible: true });
    expect(ctaOf({ cta: { value: { href: '' } }, ctaText: { value: 'Dead end' } })).toMatchObject({ visible: false });
    expect(ctaOf({})).toMatchObject({ visible: false });
  });
});
