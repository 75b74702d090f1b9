import { describe, expect, it } from 'vitest';
import { parallaxCardsOf, parallaxNumbersCount } from './parallax-numbers.rules.ts';

const img = { value: { src: '/x.svg', alt: '' } };
const item = (id: string, fields: Record<string, unknown>) => ({ id, name: id, displayName: id, fields });

describe('parallax numbers rules (spec 003)', () => {
  it('reads the cards, their numbers and which images they have', () => {
    const [card] = parallaxCardsOf(
      { cards: [item('a', { number: { value: '+12' }, unit: { value: 'terminals' }, title: { value: 'New' }, mobileLeftImage: img, rightImage: img })] },
      false,
    );
    expect(card).toMatchObject({ key: 'a', raw: '+12', unit: 'terminals', title: 'New', hasLeft: true, hasRight: true });
    expect(card?.number).toMatchObject({ prefix: '+', value: 12 });
  });

  it('drops empty cards outside editing only, and survives junk', () => {
    const fields = { cards: [item('a', { leftImage: img }), item('b', { title: { value: 'x' } })] };
    expect(parallaxCardsOf(fields, false).map((c) => c.key)).toEqual(['b']);
    expect(parallaxCardsOf(fields, true).map((c) => c.key)).toEqual(['a', 'b']);
    expect(parallaxCardsOf({ cards: 'x' }, false)).toEqual([]);
  });

  it('shows the final value in editing and with reduced motion', () => {
    expect(parallaxNumbersCount({ editing: false, reducedMotion: false })).toBe(true);
    expect(parallaxNumbersCount({ editing: true, reducedMotion: false })).toBe(false);
    expect(parallaxNumbersCount({ editing: false, reducedMotion: true })).toBe(false);
  });
});
