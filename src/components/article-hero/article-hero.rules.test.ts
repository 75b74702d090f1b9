import { describe, expect, it } from 'vitest';
import { articleStructuredData, authorsOf, dataKey, typeTitle, updatedArgs, updatedFromGraph } from './article-hero.rules.ts';

const typeItem = { id: '1', name: 'blogs', displayName: 'Blogs', url: '/Data/Taxonomy/Type/blogs', fields: { title: { value: 'Blog' } } };
const routeFields = {
  title: { value: 'Green corridors' },
  shortDescription: { value: 'How ports decarbonise the route.' },
  heroImage: { value: { src: '/-/media/hero.svg', alt: 'Cranes' } },
  articleDate: { value: '2026-03-14T00:00:00Z' },
  author: [
    { id: 'a', name: 'amina', displayName: 'Amina', fields: { name: { value: 'Amina Rahman' }, designation: { value: 'Director' } } },
    { id: 'b', name: 'nobody', fields: { name: { value: '' } } },
  ],
  type: typeItem,
};

describe('article hero rules', () => {
  it('takes the route item id as path, and keys the data by language and id', () => {
    expect(updatedArgs('{ABC}', 'en')).toEqual({ path: '{ABC}', language: 'en' });
    expect(dataKey({ path: '{ABC}', language: 'en' })).toBe('article-updated:en:{abc}');
  });

  it('gives no args (so no fetch) without an item id or a language (spec 001 section 8)', () => {
    expect(updatedArgs(undefined, 'en')).toBeUndefined();
    expect(updatedArgs('  ', 'en')).toBeUndefined();
    expect(updatedArgs('{ABC}', '')).toBeUndefined();
    expect(updatedArgs(42, 'en')).toBeUndefined();
  });

  it('reads the updated value from the graph answer, tolerating every wrong shape', () => {
    expect(updatedFromGraph({ item: { updated: { value: '20261101T093000Z' } } })).toBe('20261101T093000Z');
    expect(updatedFromGraph({ item: null })).toBeNull();
    expect(updatedFromGraph({ item: { updated: { value: 5 } } })).toBeNull();
    expect(updatedFromGraph('nonsense')).toBeNull();
  });

  it("takes the type tag from the droplink item's title, else its display name", () => {
    expect(typeTitle(typeItem)).toBe('Blog');
    expect(typeTitle({ ...typeItem, fields: {} })).toBe('Blogs');
    expect(typeTitle(null)).toBe('');
    expect(typeTitle('blogs')).toBe('');
  });

  it('lists authors with a name', () => {
    expect(authorsOf(routeFields.author)).toEqual([{ name: 'Amina Rahman', designation: 'Director' }]);
    expect(authorsOf({ value: 'x' })).toEqual([]);
  });
});

describe('articleStructuredData (BlogPosting, spec 001 sections 5, 7, 8)', () => {
  const base = { routeFields, pageUrl: 'https://www.example.com/insights/blogs/green', publicUrl: 'https://www.example.com', publisherName: 'Meridian' };

  it('builds the BlogPosting with dateModified from a valid 16-character updated value', () => {
    const { data, warnings } = articleStructuredData({ ...base, publisherLogo: '/-/media/logo.svg', updated: '20261101T093000Z' });
    expect(warnings).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Green corridors',
      description: 'How ports decarbonise the route.',
      image: 'https://www.example.com/-/media/hero.svg',
      author: [{ '@type': 'Person', name: 'Amina Rahman' }],
      publisher: { '@type': 'Organization', name: 'Meridian', logo: { '@type': 'ImageObject', url: 'https://www.example.com/-/media/logo.svg' } },
      datePublished: '2026-03-14T00:00:00Z',
      dateModified: '2026-11-01T09:30:00Z',
      url: 'https://www.example.com/insights/blogs/green',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.com/insights/blogs/green' },
    });
  });

  it('ignores an updated value that is not exactly yyyymmddThhmmssZ', () => {
    for (const updated of ['2026-11-01T09:30:00Z', '20261101T093000', '20261101T093000Z ', '20261301T093000Z', null, undefined]) {
      expect(articleStructuredData({ ...base, updated }).data.dateModified).toBeUndefined();
    }
  });

  it('warns about a URL it cannot make absolute, and leaves it out', () => {
    const { data, warnings } = articleStructuredData({ ...base, publicUrl: 'not a url', updated: null });
    expect(data.url).toBeUndefined();
    expect(data.image).toBeUndefined();
    expect(warnings[0]).toMatch(/^Invalid URL for structured data/);
  });

  it('survives route fields of the wrong types', () => {
    const { data } = articleStructuredData({
      ...base,
      routeFields: { title: { value: {} }, author: 'x', heroImage: [], articleDate: { value: '0001-01-01T00:00:00Z' } },
      updated: null,
    });
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBeUndefined();
    expect(data.datePublished).toBeUndefined();
  });
});
