import { describe, expect, it } from 'vitest';
import { kindOf, sumHydrationData } from './hydration-data.ts';

describe('kindOf', () => {
  it('knows the islands page’s scripts and the whole-page context of before', () => {
    expect(kindOf({ id: '__PAGE_FACTS__', attributes: ['type', 'id'] })).toBe('pageFacts');
    expect(kindOf({ id: '', attributes: ['type', 'data-island-props'] })).toBe('islandProps');
    expect(kindOf({ id: '', attributes: ['type', 'data-block-data'] })).toBe('blockData');
    expect(kindOf({ id: '__PAGE_CONTEXT__', attributes: ['type', 'id'] })).toBe('pageContext');
  });

  it('calls block data block data even when it also carries an id', () => {
    expect(kindOf({ id: '__PAGE_FACTS__', attributes: ['data-block-data'] })).toBe('blockData');
  });

  it('counts an unknown JSON script as other, not as nothing', () => {
    expect(kindOf({ id: 'ld', attributes: ['type'] })).toBe('other');
  });
});

describe('sumHydrationData', () => {
  it('counts every kind but block data towards the target, and block data apart', () => {
    const data = sumHydrationData([
      { id: '__PAGE_FACTS__', attributes: [], bytes: 1000 },
      { id: '', attributes: ['data-island-props'], bytes: 300 },
      { id: '', attributes: ['data-island-props'], bytes: 200 },
      { id: '', attributes: ['data-block-data'], bytes: 5000 },
      { id: 'x', attributes: [], bytes: 7 },
    ]);
    expect(data.bytes).toBe(1507);
    expect(data.blockDataBytes).toBe(5000);
    expect(data.byKind).toEqual({ pageFacts: 1000, islandProps: 500, pageContext: 0, blockData: 5000, other: 7 });
    expect(data.scripts).toBe(5);
  });

  it('adds up island props by island, largest first', () => {
    const data = sumHydrationData([
      { id: '', attributes: ['data-island-props'], bytes: 100, island: 'tabs' },
      { id: '', attributes: ['data-island-props'], bytes: 900, island: 'header' },
      { id: '', attributes: ['data-island-props'], bytes: 150, island: 'tabs' },
      { id: '', attributes: ['data-island-props'], bytes: 5 },
      { id: '', attributes: ['data-block-data'], bytes: 5000, island: 'news-highlight' },
    ]);
    expect(Object.entries(data.byIsland)).toEqual([
      ['header', 900],
      ['tabs', 250],
      ['(unnamed)', 5],
    ]);
  });

  it('is zero for a page without JSON scripts', () => {
    expect(sumHydrationData([])).toMatchObject({ bytes: 0, blockDataBytes: 0, scripts: 0 });
  });
});
