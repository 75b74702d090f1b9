import { describe, expect, it } from 'vitest';
import { absoluteOn, blogPosting, breadcrumbList, breadcrumbTitle, modifiedDate } from './article-seo.ts';

describe('modifiedDate (spec 001 section 5)', () => {
  it('turns yyyymmddThhmmssZ into ISO 8601', () => {
    expect(modifiedDate('20240131T235959Z')).toBe('2024-01-31T23:59:59Z');
    expect(modifiedDate('20240229T000000Z')).toBe('2024-02-29T00:00:00Z');
  });

  it.each([
    ['31 February', '20240231T000000Z'],
    ['29 February of a common year', '20230229T120000Z'],
    ['month 13', '20241301T000000Z'],
    ['hour 24', '20240131T240000Z'],
    ['minute 60', '20240131T236000Z'],
    ['15 characters (no Z)', '20240131T235959'],
    ['15 characters (short year)', '2024131T235959Z'],
    ['lower-case t', '20240131t235959Z'],
    ['lower-case z', '20240131T235959z'],
    ['surrounding spaces', ' 20240131T235959Z'],
    ['17 characters', '20240131T235959ZZ'],
    ['ISO already', '2024-01-31T23:59Z'],
    ['Sitecore empty date', '00010101T000000Z'],
    ['letters', '2024013XT235959Z'],
    ['empty', ''],
  ])('ignores %s', (_label, value) => {
    expect(modifiedDate(value)).toBeUndefined();
  });

  it('ignores non-strings', () => {
    for (const value of [undefined, null, 20240131, new Date('2024-01-31T00:00:00Z'), { value: '20240131T235959Z' }]) {
      expect(modifiedDate(value)).toBeUndefined();
    }
  });
});

describe('breadcrumbTitle (spec 001 sections 2 and 9)', () => {
  it('keeps at most 4 words, splitting on any whitespace', () => {
    expect(breadcrumbTitle('Ports and terminals worldwide today')).toBe('Ports and terminals worldwide…');
    expect(breadcrumbTitle('  One\ttwo\nthree   four  ')).toBe('One two three four');
    expect(breadcrumbTitle('Short title')).toBe('Short title');
    expect(breadcrumbTitle('موانئ دبي العالمية تعلن اليوم')).toBe('موانئ دبي العالمية تعلن…');
  });

  it('gives an empty string for a blank title', () => {
    expect(breadcrumbTitle('   ')).toBe('');
  });
});

describe('absoluteOn', () => {
  const origin = 'https://www.example.com/';
  it('resolves paths on the origin and moves other hosts onto it', () => {
    expect(absoluteOn('/en/insights', origin)).toBe('https://www.example.com/en/insights');
    expect(absoluteOn('insights?x=1#top', origin)).toBe('https://www.example.com/insights?x=1#top');
    expect(absoluteOn('https://cms.internal/en/about', origin)).toBe('https://www.example.com/en/about');
    expect(absoluteOn('//cdn.example.net/a', origin)).toBe('https://www.example.com/a');
  });

  it('gives undefined when no absolute http(s) URL can be made', () => {
    expect(absoluteOn('javascript:alert(1)', origin)).toBeUndefined();
    expect(absoluteOn('mailto:a@b.c', origin)).toBeUndefined();
    expect(absoluteOn('  ', origin)).toBeUndefined();
    expect(absoluteOn(null, origin)).toBeUndefined();
    expect(absoluteOn('/about', '')).toBeUndefined();
    expect(absoluteOn('/about', 'not a url')).toBeUndefined();
    expect(absoluteOn('/about', 'ftp://example.com')).toBeUndefined();
  });
});

describe('breadcrumbList', () => {
  it('numbers from 1 with absolute URLs and name → browserTitle → Untitled', () => {
    expect(
      breadcrumbList(
        [
          { name: 'Home', url: '/en' },
          { name: '  ', browserTitle: 'Insights and news from the ports', url: '/en/insights' },
          { name: null, browserTitle: null, url: 'https://cms.internal/en/insights/article' },
        ],
        'https://www.example.com',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/en' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Insights and news from the ports',
          item: 'https://www.example.com/en/insights',
        },
        { '@type': 'ListItem', position: 3, name: 'Untitled', item: 'https://www.example.com/en/insights/article' },
      ],
    });
  });

  it('drops entries whose URL cannot be made absolute, without leaving position gaps', () => {
    const list = breadcrumbList(
      [
        { name: 'Home', url: '/' },
        { name: 'Bad', url: 'javascript:void(0)' },
        { name: 'Empty', url: '' },
        { name: 'Page', url: '/page' },
      ],
      'https://www.example.com',
    );
    expect(list.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Page'],
    ]);
  });

  it('is empty for no items or an unusable origin', () => {
    expect(breadcrumbList([], 'https://www.example.com').itemListElement).toEqual([]);
    expect(breadcrumbList([{ name: 'Home', url: '/' }], '').itemListElement).toEqual([]);
  });
});

describe('blogPosting (spec 001 section 7)', () => {
  const full = {
    headline: ' Green corridors ',
    description: 'How ports cut emissions',
    image: 'https://www.example.com/hero.jpg',
    authors: [{ name: 'Amal Rahman' }, { name: '  ' }, { name: 'John Smith' }],
    publisherName: 'Meridian Ports',
    publisherLogo: 'https://www.example.com/logo.svg',
    datePublished: new Date('2024-01-15T09:30:00.000Z'),
    dateModified: '2024-01-31T23:59:59Z',
    url: 'https://www.example.com/en/insights/green-corridors',
  };

  it('builds the whole object with ISO dates', () => {
    expect(blogPosting(full)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Green corridors',
      description: 'How ports cut emissions',
      image: 'https://www.example.com/hero.jpg',
      author: [
        { '@type': 'Person', name: 'Amal Rahman' },
        { '@type': 'Person', name: 'John Smith' },
      ],
      publisher: {
        '@type': 'Organization',
        name: 'Meridian Ports',
        logo: { '@type': 'ImageObject', url: 'https://www.example.com/logo.svg' },
      },
      datePublished: '2024-01-15T09:30:00Z',
      dateModified: '2024-01-31T23:59:59Z',
      url: 'https://www.example.com/en/insights/green-corridors',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.com/en/insights/green-corridors' },
    });
  });

  it('omits absent, blank and invalid fields', () => {
    const data = blogPosting({
      headline: 'Title',
      description: '  ',
      authors: [],
      publisherName: 'Meridian Ports',
      datePublished: new Date(Number.NaN),
      url: 'https://www.example.com/a',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Title',
      publisher: { '@type': 'Organization', name: 'Meridian Ports' },
      url: 'https://www.example.com/a',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.com/a' },
    });
    expect(Object.values(data)).not.toContain(undefined);
    expect(blogPosting({ ...full, datePublished: null, dateModified: undefined })).not.toHaveProperty('datePublished');
    expect(blogPosting({ ...full, dateModified: '' })).not.toHaveProperty('dateModified');
  });

  it('serialises to JSON without losing fields', () => {
    expect(JSON.parse(JSON.stringify(blogPosting(full)))).toEqual(blogPosting(full));
  });
});
