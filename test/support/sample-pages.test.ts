import { describe, expect, it } from 'vitest';
import { coveringPages, samplePages, type SamplePage } from './sample-pages.ts';

const page = (path: string, template: string, ...blocks: string[]): SamplePage => ({ path, template, blocks: new Set(blocks) });

describe('coveringPages', () => {
  it('takes the page holding most kinds first, then only pages that add a kind', () => {
    const pages = [page('/a', 'Page', 'Hero'), page('/b', 'Page', 'Hero', 'Tabs', 'Video'), page('/c', 'Page', 'Tabs'), page('/d', 'Page', 'Quote')];
    expect(coveringPages(pages).map((p) => p.path)).toEqual(['/b', '/d']);
  });

  it('adds one page of each template the kinds did not bring', () => {
    const pages = [page('/a', 'Page', 'Hero', 'Tabs'), page('/n1', 'News', 'Hero'), page('/n2', 'News', 'Hero'), page('/l', 'Legal')];
    expect(coveringPages(pages).map((p) => p.path)).toEqual(['/a', '/n1', '/l']);
  });
});

describe('the sample site', () => {
  const pages = samplePages();
  const chosen = coveringPages(pages);

  it('every block kind and every template of the site is on a chosen page', () => {
    const kinds = new Set(pages.flatMap((p) => [...p.blocks]));
    expect(kinds.size).toBeGreaterThan(40);
    expect(new Set(chosen.flatMap((p) => [...p.blocks]))).toEqual(kinds);
    expect(new Set(chosen.map((p) => p.template))).toEqual(new Set(pages.map((p) => p.template)));
  });

  it('the sweep stays a small part of the site', () => {
    expect(chosen.length * 5).toBeLessThan(pages.length);
  });
});
