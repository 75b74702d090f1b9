import { describe, expect, it } from 'vitest';
import { decodeComponent, isPropertyKey, parseCustomMeta } from './custom-meta.ts';

describe('parseCustomMeta', () => {
  it('parses several key=value pairs joined with &, in order', () => {
    expect(parseCustomMeta('robots=noindex&author=Ports Group&og:image:width=1200')).toEqual([
      { key: 'robots', value: 'noindex' },
      { key: 'author', value: 'Ports Group' },
      { key: 'og:image:width', value: '1200' },
    ]);
  });

  it('splits on the first = only, so values may contain =', () => {
    expect(parseCustomMeta('google-site-verification=abc==&x=a=b=c')).toEqual([
      { key: 'google-site-verification', value: 'abc==' },
      { key: 'x', value: 'a=b=c' },
    ]);
  });

  it('trims keys and values', () => {
    expect(parseCustomMeta('  robots =  noindex  & author= A ')).toEqual([
      { key: 'robots', value: 'noindex' },
      { key: 'author', value: 'A' },
    ]);
  });

  it('skips empty pieces, empty keys and empty values', () => {
    expect(parseCustomMeta('&&=orphan&robots=noindex&&empty=&novalue& =x&')).toEqual([{ key: 'robots', value: 'noindex' }]);
  });

  it('decodes + and percent-encoding as Sitecore name-value lists store them', () => {
    expect(parseCustomMeta('robots=noindex%2C+nofollow&keywords=ports%20%26%20logistics&ar=%D9%85%D9%88%D8%A7%D9%86%D8%A6')).toEqual([
      { key: 'robots', value: 'noindex, nofollow' },
      { key: 'keywords', value: 'ports & logistics' },
      { key: 'ar', value: 'موانئ' },
    ]);
  });

  it('keeps malformed percent-encoding as raw text instead of throwing', () => {
    expect(() => parseCustomMeta('a=100%&b=%E0%A4&c=%zz%41')).not.toThrow();
    expect(parseCustomMeta('a=100%&b=%E0%A4&c=%zz%41')).toEqual([
      { key: 'a', value: '100%' },
      { key: 'b', value: '%E0%A4' },
      { key: 'c', value: '%zzA' },
    ]);
  });

  it('accepts an HTML-escaped &amp; separator', () => {
    expect(parseCustomMeta('a=1&amp;b=2')).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
  });

  it('keeps one entry per key (case-insensitive): the last value, at the first place', () => {
    expect(parseCustomMeta('robots=index&author=A&Robots=noindex')).toEqual([
      { key: 'robots', value: 'noindex' },
      { key: 'author', value: 'A' },
    ]);
  });

  it('gives [] for anything but a string', () => {
    for (const raw of [undefined, null, 42, {}, [], { value: 'a=b' }, '']) {
      expect(parseCustomMeta(raw)).toEqual([]);
    }
  });
});

describe('decodeComponent', () => {
  it('decodes valid runs and leaves broken ones', () => {
    expect(decodeComponent('50%+off%21')).toBe('50% off!');
    expect(decodeComponent('%C3%A9t%C3')).toBe('ét%C3');
  });
});

describe('isPropertyKey', () => {
  it('treats og: and fb: keys as properties, any case, and twitter: keys as names', () => {
    expect(isPropertyKey('og:image:width')).toBe(true);
    expect(isPropertyKey('OG:title')).toBe(true);
    expect(isPropertyKey('Twitter:creator')).toBe(false);
    expect(isPropertyKey('fb:pages')).toBe(true);
    expect(isPropertyKey('robots')).toBe(false);
    expect(isPropertyKey('ogx')).toBe(false);
  });
});
