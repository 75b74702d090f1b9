import { describe, expect, it } from 'vitest';
import { toArticleCard, toArticleCards, typeLabelsOf } from './article-cards.ts';

const doc = (over: Record<string, unknown> = {}) => ({
  id: 'a1',
  insights_title: 'Green corridors',
  insights_url: '/insights/blogs/green-corridors',
  insights_type: 'blogs',
  // As the server's search client hands documents on: already clean (src/server/search-client.ts).
  insights_short_description: '<p>Short <em>and</em> clear</p>',
  insights_card_image: '/-/media/green.svg',
  articledate: '2026-03-14T00:00:00Z',
  ...over,
});

describe('toArticleCard (spec 001 sections 3 and 5)', () => {
  it('maps a document: type label from the facet, localised date, sanitised description', () => {
    expect(toArticleCard(doc(), 'en', { blogs: 'Blog' })).toEqual({
      id: 'a1',
      title: 'Green corridors',
      url: '/insights/blogs/green-corridors',
      type: 'Blog',
      date: '2026-03-14T00:00:00.000Z',
      dateLabel: '14 March 2026',
      description: '<p>Short <em>and</em> clear</p>',
      image: '/-/media/green.svg',
    });
    expect(toArticleCard(doc(), 'ar')!.dateLabel).toMatch(/مارس/);
    expect(toArticleCard(doc(), 'en')!.type).toBe('blogs');
  });

  it('needs an id, a title and a usable url', () => {
    expect(toArticleCard(doc({ id: '' }), 'en')).toBeNull();
    expect(toArticleCard(doc({ insights_title: '  ' }), 'en')).toBeNull();
    expect(toArticleCard(doc({ insights_url: undefined }), 'en')).toBeNull();
    expect(toArticleCard(doc({ insights_url: 'javascript:alert(1)' }), 'en')).toBeNull();
    expect(toArticleCard(doc({ insights_url: '//evil.example' }), 'en')).toBeNull();
    expect(toArticleCard(null, 'en')).toBeNull();
    expect(toArticleCard('x', 'en')).toBeNull();
  });

  it('keeps a card without a date, a bad image or a description', () => {
    const card = toArticleCard(doc({ articledate: '0001-01-01T00:00:00Z', insights_card_image: 'javascript:x', insights_short_description: 42 }), 'en')!;
    expect(card).toMatchObject({ date: '', dateLabel: '', image: '', description: '' });
  });

  it('reads list-valued fields by their first entry', () => {
    expect(toArticleCard(doc({ insights_type: ['blogs', 'x'] }), 'en', { blogs: 'Blog' })!.type).toBe('Blog');
  });

  it('drops unusable documents and repeated ids, keeping the order', () => {
    const cards = toArticleCards([doc({ id: 'b' }), doc({ id: '' }), doc({ id: 'a' }), doc({ id: 'b' })], 'en');
    expect(cards.map((c) => c.id)).toEqual(['b', 'a']);
    expect(toArticleCards({ not: 'a list' }, 'en')).toEqual([]);
  });
});

describe('typeLabelsOf', () => {
  it('reads the type facet and ignores the rest', () => {
    expect(
      typeLabelsOf([
        { name: 'insights_topic', label: 'Topic', value: [{ id: 'ports', text: 'Ports' }] },
        { name: 'insights_type', label: 'Type', value: [{ id: 'blogs', text: 'Blog' }, { id: 'x', text: ' ' }, null] },
      ]),
    ).toEqual({ blogs: 'Blog' });
    expect(typeLabelsOf('nope')).toEqual({});
  });
});
