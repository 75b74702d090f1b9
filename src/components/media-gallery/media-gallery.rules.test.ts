import { describe, expect, it } from 'vitest';
import { galleryItemsOf, galleryLayout, slideAfterStep } from './media-gallery.rules.ts';

describe('slideAfterStep', () => {
  it('moves within bounds, and next from the last wraps to the first', () => {
    expect(slideAfterStep('next', 0, 3)).toBe(1);
    expect(slideAfterStep('next', 2, 3)).toBe(0);
    expect(slideAfterStep('prev', 0, 3)).toBe(0);
    expect(slideAfterStep('prev', 2, 3)).toBe(1);
    expect(slideAfterStep('next', 0, 0)).toBe(0);
  });
});

describe('galleryItemsOf and galleryLayout', () => {
  const item = (id: string, image: boolean) => ({
    id,
    name: id,
    fields: { headline: { value: id }, image: { value: image ? { src: `/${id}.svg`, alt: id } : {} } },
  });
  it('keeps items with an image (all of them in edit mode)', () => {
    expect(galleryItemsOf([item('a', true), item('b', false), 'junk'], false).map((i) => i.key)).toEqual(['a']);
    expect(galleryItemsOf([item('a', true), item('b', false)], true).map((i) => i.key)).toEqual(['a', 'b']);
    expect(galleryItemsOf(undefined, false)).toEqual([]);
  });
  it('one item is a plain image; edit mode stacks them all', () => {
    expect(galleryLayout(0, false)).toBe('empty');
    expect(galleryLayout(1, false)).toBe('single');
    expect(galleryLayout(2, false)).toBe('carousel');
    expect(galleryLayout(5, true)).toBe('stacked');
    expect(galleryLayout(1, true)).toBe('stacked');
  });
});
