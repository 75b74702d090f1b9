import { describe, expect, it } from 'vitest';
import { taxonomyId, taxonomyIds } from './taxonomy.ts';

describe('taxonomy ids (docs/articles-and-news.md: the item name is the facet value id)', () => {
  const item = (name: unknown) => ({ id: `id-${String(name)}`, name, fields: { title: { value: 'T' } } });

  it('reads a multilist, dropping blanks, non-items and repeats', () => {
    expect(taxonomyIds([item('ports'), item(' logistics '), item(''), item('ports'), 'x', null, { id: 'n', fields: {} }])).toEqual(['ports', 'logistics']);
    expect(taxonomyIds({ value: [item('africa')] })).toEqual(['africa']);
    expect(taxonomyIds(undefined)).toEqual([]);
  });

  it('reads a droplink', () => {
    expect(taxonomyId(item('blogs'))).toBe('blogs');
    expect(taxonomyId({ value: { id: 'x', name: 'whitepapers' } })).toBe('whitepapers');
    expect(taxonomyId(null)).toBe('');
    expect(taxonomyId({ value: '' })).toBe('');
  });
});
