import { describe, expect, it } from 'vitest';
import { readBoolean, readImage, readItems, readLink, readList, readNumber, readText, fieldsOf, readItem, readFile } from './read.ts';

describe('field readers never throw and return clean values', () => {
  const junk = [undefined, null, 0, 1, '', 'x', true, [], {}, { value: null }, { value: [] }, { value: { nested: {} } }];

  it.each(junk.map((j) => [JSON.stringify(j) ?? 'undefined', j]))('tolerates %s', (_label, value) => {
    expect(() => {
      readText(value);
      readLink(value);
      readImage(value);
      readItems(value);
      readItem(value);
      readBoolean(value);
      readNumber(value);
      readFile(value);
      fieldsOf(value);
    }).not.toThrow();
  });

  it('reads text from strings and numbers only', () => {
    expect(readText({ value: 'Port' })).toBe('Port');
    expect(readText({ value: 1.21 })).toBe('1.21');
    expect(readText({ value: { src: 'x' } })).toBe('');
    expect(readText('bare')).toBe('bare');
  });

  it('reads images with numeric sizes from strings', () => {
    expect(readImage({ value: { src: '/a.jpg', alt: 'A', width: '1600', height: '900' } })).toEqual({ src: '/a.jpg', alt: 'A', width: 1600, height: 900 });
    expect(readImage({ value: { src: '/a.jpg', width: 'wide', height: -1 } })).toEqual({ src: '/a.jpg', alt: '' });
    expect(readImage({ value: { src: '  ' } })).toBeUndefined();
    expect(readImage({ src: '/bare.jpg' })).toEqual({ src: '/bare.jpg', alt: '' });
  });

  it('reads links in both shapes and drops non-strings', () => {
    expect(readLink({ value: { href: '/a', text: 'A', target: {}, title: 5 } })).toEqual({ href: '/a', text: 'A', title: '5' });
    expect(readLink({ href: '/bare' })).toEqual({ href: '/bare' });
    expect(readLink({ value: 'nope' })).toBeUndefined();
  });

  it('reads multilists as arrays of items', () => {
    const items = readItems([{ id: '1', fields: { headline: { value: 'A' } } }, 'junk', null, { id: '2' }]);
    expect(items).toEqual([{ id: '1', fields: { headline: { value: 'A' } } }, { id: '2' }]);
    expect(readItems({ value: [{ id: '3' }] })).toEqual([{ id: '3' }]);
  });

  it('reads checkboxes and numbers', () => {
    expect(readBoolean({ value: true })).toBe(true);
    expect(readBoolean({ value: '1' })).toBe(true);
    expect(readBoolean({ value: 'false' })).toBe(false);
    expect(readNumber({ value: '6' })).toBe(6);
    expect(readNumber({ value: 6 })).toBe(6);
    expect(readNumber({ value: 'six' })).toBeUndefined();
  });

  it('treats SXA array fields as no fields', () => {
    expect(fieldsOf([{ Id: 'x' }])).toEqual({});
  });
});

describe('readList', () => {
  it('accepts an array and the wrapped shapes lists arrive in', () => {
    expect(readList([1])).toEqual([1]);
    expect(readList({ value: [2] })).toEqual([2]);
    expect(readList({ items: [3] })).toEqual([3]);
    expect(readList({ results: [4] })).toEqual([4]);
    expect(readList({ targetItems: [5] })).toEqual([5]);
  });

  it('is empty for anything else', () => {
    for (const junk of [null, undefined, 'x', 7, {}, { value: 'x' }, { results: null }]) expect(readList(junk)).toEqual([]);
  });
});
