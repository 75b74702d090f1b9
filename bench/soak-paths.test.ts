import { describe, expect, it } from 'vitest';
import { pathOf, pathPicker, plainPages, seededRandom, sitemapLocs, soakPaths } from './soak-paths.ts';

const PAGES = ['/', '/about', '/ar', '/ar/about', '/news/a-story', '/solutions/terminals'];

describe('sitemapLocs and pathOf', () => {
  it('reads every <loc> of an index or a sitemap, entities decoded, and keeps path and query', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>https://www.example.com/about</loc></url>
      <url><loc> https://www.example.com/search?q=a&amp;page=2 </loc><xhtml:link href="https://www.example.com/ar/about"/></url></urlset>`;
    expect(sitemapLocs(xml)).toEqual(['https://www.example.com/about', 'https://www.example.com/search?q=a&page=2']);
    expect(sitemapLocs(xml).map(pathOf)).toEqual(['/about', '/search?q=a&page=2']);
    expect(pathOf('not a url')).toBeUndefined();
  });
});

describe('soakPaths', () => {
  const options = { count: 100, junkShare: 0.2, seed: 14 };

  it('gives `count` distinct paths, the junk share of them expected to 404', () => {
    const list = soakPaths(PAGES, options);
    expect(list).toHaveLength(100);
    expect(new Set(list.map((p) => p.path)).size).toBe(100);
    expect(list.filter((p) => p.expect === 'missing')).toHaveLength(20);
  });

  it('has every real page plain, then with query strings; nothing else is expected to answer 200', () => {
    const list = soakPaths(PAGES, options);
    const real = list.filter((p) => p.expect === 'page').map((p) => p.path);
    expect(plainPages(list).sort()).toEqual([...PAGES].sort());
    for (const path of real) expect(PAGES).toContain(new URL(path, 'http://x').pathname);
    expect(real.filter((p) => p.includes('?')).length).toBe(80 - PAGES.length);
    // Varied: several kinds of query, not one parameter counted up.
    const names = new Set(real.filter((p) => p.includes('?')).map((p) => new URL(p, 'http://x').searchParams.keys().next().value));
    expect(names.size).toBeGreaterThanOrEqual(4);
  });

  it('makes junk that no real page is, in both languages and under real sections', () => {
    const junk = soakPaths(PAGES, options)
      .filter((p) => p.expect === 'missing')
      .map((p) => p.path);
    for (const path of junk) expect(PAGES).not.toContain(new URL(path, 'http://x').pathname);
    expect(junk.some((p) => p.startsWith('/ar/'))).toBe(true);
    expect(junk.some((p) => PAGES.some((page) => page !== '/' && p.startsWith(`${page}/`)))).toBe(true);
  });

  it('is the same list for the same seed, interleaved (not all junk at the end), another order for another seed', () => {
    const a = soakPaths(PAGES, options);
    expect(soakPaths(PAGES, options)).toEqual(a);
    expect(a.slice(0, 50).some((p) => p.expect === 'missing')).toBe(true);
    expect(soakPaths(PAGES, { ...options, seed: 15 })).not.toEqual(a);
  });

  it('refuses an empty page list or a count or share that makes no sense', () => {
    expect(() => soakPaths([], options)).toThrow(/no real page/);
    expect(() => soakPaths(PAGES, { ...options, count: 1 })).toThrow(/count/);
    expect(() => soakPaths(PAGES, { ...options, junkShare: 1 })).toThrow(/junkShare/);
  });
});

describe('seededRandom', () => {
  it('stays in [0, 1) and repeats for a seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
  });
});

describe('pathPicker', () => {
  const list = soakPaths(PAGES, { count: 60, junkShare: 0.2, seed: 3 });

  it('hands out every path once first, in the list order', () => {
    const pick = pathPicker(list, { plain: 8, query: 1, missing: 1 }, 1);
    expect(Array.from({ length: list.length }, pick)).toEqual(list);
  });

  it('then draws by weight: plain pages most, query strings and junk by their share', () => {
    const pick = pathPicker(list, { plain: 8, query: 1, missing: 1 }, 1);
    for (let i = 0; i < list.length; i++) pick();
    const counts = { plain: 0, query: 0, missing: 0 };
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      const entry = pick();
      counts[entry.expect === 'missing' ? 'missing' : entry.path.includes('?') ? 'query' : 'plain']++;
    }
    const plain = list.filter((p) => p.expect === 'page' && !p.path.includes('?')).length;
    const query = list.filter((p) => p.path.includes('?') && p.expect === 'page').length;
    const missing = list.filter((p) => p.expect === 'missing').length;
    const total = plain * 8 + query + missing;
    expect(counts.plain / draws).toBeCloseTo((plain * 8) / total, 1);
    expect(counts.query / draws).toBeCloseTo(query / total, 1);
    expect(counts.missing / draws).toBeCloseTo(missing / total, 1);
  });

  it('never draws a path of weight 0, and repeats for a seed', () => {
    const pick = pathPicker(list, { plain: 1, query: 0, missing: 0 }, 9);
    const drawn = Array.from({ length: list.length + 500 }, pick).slice(list.length);
    expect(drawn.every((p) => p.expect === 'page' && !p.path.includes('?'))).toBe(true);
    const again = pathPicker(list, { plain: 1, query: 0, missing: 0 }, 9);
    expect(Array.from({ length: list.length + 500 }, again).slice(list.length)).toEqual(drawn);
    expect(() => pathPicker([], { plain: 1, query: 1, missing: 1 }, 1)).toThrow(/no path/);
    expect(() => pathPicker(list, { plain: 0, query: 0, missing: 0 }, 1)).toThrow(/zero/);
  });
});
