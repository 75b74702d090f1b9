import { describe, expect, it } from 'vitest';
import { describePageCache, pageCacheState } from './page-cache-state.ts';

describe('pageCacheState', () => {
  it('reads the page entry, quoted or not, among the others', () => {
    expect(pageCacheState('page;desc=hit')).toBe('hit');
    expect(pageCacheState('cms;dur=0.1;desc="hit", render;dur=4.1, page;desc="stale"')).toBe('stale');
    expect(pageCacheState('page;dur=0.2;desc=MISS, cms;dur=12;desc="miss"')).toBe('miss');
    expect(pageCacheState('page; desc=bypass')).toBe('bypass');
  });

  it('is undefined without a page entry (a build without the page cache)', () => {
    expect(pageCacheState('cms;dur=12.3;desc="miss", render;dur=4.1')).toBeUndefined();
    expect(pageCacheState(undefined)).toBeUndefined();
    expect(pageCacheState('')).toBeUndefined();
  });

  it('does not take another entry whose name starts with page', () => {
    expect(pageCacheState('pageview;desc=hit')).toBeUndefined();
  });

  it('is unknown for a page entry it cannot read', () => {
    expect(pageCacheState('page;dur=1')).toBe('unknown');
    expect(pageCacheState('page;desc=warm')).toBe('unknown');
  });
});

describe('describePageCache', () => {
  it('says when the build has no page cache, so the cached row measured the render', () => {
    expect(describePageCache([undefined, undefined], true)).toMatch(/no page cache yet/);
    expect(describePageCache([undefined], false)).toMatch(/no `page` entry/);
  });

  it('flags a cached row whose responses were not all hits', () => {
    expect(describePageCache(['hit', 'hit'], true)).toBe('Server-Timing page: hit ×2');
    expect(describePageCache(['hit', 'miss'], true)).toMatch(/not every checked response was a hit/);
  });

  it('flags an uncached row served from a page cache', () => {
    expect(describePageCache(['bypass', 'bypass'], false)).toBe('Server-Timing page: bypass ×2');
    expect(describePageCache(['bypass', 'hit'], false)).toMatch(/should be off/);
  });
});
