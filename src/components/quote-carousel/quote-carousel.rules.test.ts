import { describe, expect, it } from 'vitest';
import { isHtmlQuote, quoteLayout, quoteTheme, readQuotes } from './quote-carousel.rules.ts';

const quote = (id: string, text: unknown) => ({ id, name: id, fields: { quoteText: { value: text }, quoteAuthor: { value: 'A' } } });

describe('quoteTheme (spec 000 section 3)', () => {
  it('takes White, Black or Blue, in any case', () => {
    expect(quoteTheme('White')).toBe('white');
    expect(quoteTheme('black')).toBe('black');
    expect(quoteTheme('BLUE')).toBe('blue');
  });

  it('finds the theme among SXA class names', () => {
    expect(quoteTheme('spacing-large Blue')).toBe('blue');
    expect(quoteTheme('theme-white|compact')).toBe('white');
    expect(quoteTheme(' White ; Blue')).toBe('white');
  });

  it('is Black by default and for anything else', () => {
    expect(quoteTheme(undefined)).toBe('black');
    expect(quoteTheme('')).toBe('black');
    expect(quoteTheme('Green')).toBe('black');
    expect(quoteTheme('bluebird whitewash')).toBe('black');
    expect(quoteTheme(7)).toBe('black');
  });
});

describe('readQuotes', () => {
  it('reads the quotes multilist in order, dropping quotes without text outside editing', () => {
    const fields = { quotes: [quote('a', 'One'), quote('b', '  '), 'junk', quote('c', 'Three')] };
    expect(readQuotes(fields, false).map((q) => q.key)).toEqual(['a-0', 'c-3']);
    expect(readQuotes(fields, true).map((q) => q.key)).toEqual(['a-0', 'b-1', 'c-3']);
  });

  it('falls back to items, wrapped lists, and a datasource that is itself a quote', () => {
    expect(readQuotes({ items: [quote('a', 'One')] }, false)).toHaveLength(1);
    expect(readQuotes({ quotes: { value: [quote('a', 'One')] } }, false)).toHaveLength(1);
    expect(readQuotes({ quotes: { results: [quote('a', 'One')] } }, false)).toHaveLength(1);
    const own = { quoteText: { value: 'Said once' }, quoteAuthor: { value: 'B' } };
    expect(readQuotes(own, false)).toEqual([{ key: 'quote-0', fields: own }]);
    expect(readQuotes({ quoteText: { value: '' } }, false)).toEqual([]);
  });

  it('survives junk', () => {
    expect(readQuotes({}, false)).toEqual([]);
    expect(readQuotes({ quotes: 'x', items: 4 }, true)).toEqual([]);
    expect(readQuotes({ quotes: [{ fields: [1] }] }, true)).toEqual([{ key: 'quote-0', fields: {} }]);
  });
});

describe('quoteLayout (spec 000 section 4)', () => {
  it('shows nothing without quotes, one quote plain, more as a carousel', () => {
    expect(quoteLayout(0, false)).toBe('none');
    expect(quoteLayout(1, false)).toBe('single');
    expect(quoteLayout(2, false)).toBe('carousel');
    expect(quoteLayout(9, false)).toBe('carousel');
  });

  it('is static in edit mode, even when empty', () => {
    expect(quoteLayout(0, true)).toBe('static');
    expect(quoteLayout(3, true)).toBe('static');
  });
});

describe('isHtmlQuote', () => {
  it('tells rich text from plain text', () => {
    expect(isHtmlQuote({ value: '<p>Said</p>' })).toBe(true);
    expect(isHtmlQuote({ value: 'Line one\nline two' })).toBe(false);
    expect(isHtmlQuote({ value: 'Margins < 5% & rising' })).toBe(false);
    expect(isHtmlQuote(undefined)).toBe(false);
  });
});
