import { describe, expect, it } from 'vitest';
import { makePage } from './testing.tsx';
import { pageFactsOf } from './page-facts.ts';
import type { LayoutServiceData } from '../cms/types.ts';

const layout = (itemId?: unknown): LayoutServiceData => ({
  sitecore: {
    context: { pageEditing: false, pageState: 'normal', language: 'en' },
    route: { name: 'a', ...(itemId !== undefined ? { itemId: itemId as string } : {}), placeholders: {} },
  },
});

describe('pageFactsOf: what the article islands read', () => {
  it('carries the route item id, the site logo and the loader animation when they are set', () => {
    const facts = pageFactsOf(makePage(layout('{A1}'), { siteSettings: { logo: '/-/media/logo.svg', loader: '/-/media/loader.svg' } }));
    expect(facts).toMatchObject({ itemId: '{A1}', siteLogo: '/-/media/logo.svg', loaderAnimation: '/-/media/loader.svg' });
  });
  it('leaves them out when they are missing, blank or not strings', () => {
    for (const facts of [
      pageFactsOf(makePage(layout())),
      pageFactsOf(makePage(layout(''), { siteSettings: { logo: '' } })),
      pageFactsOf(makePage(layout(7))),
    ]) {
      expect('itemId' in facts).toBe(false);
      expect('siteLogo' in facts).toBe(false);
      expect('loaderAnimation' in facts).toBe(false);
    }
  });
});

describe('pageFactsOf: where the islands props are', () => {
  it('says deferred only when asked to, and nothing otherwise', () => {
    const page = makePage(layout());
    expect(pageFactsOf(page, [], undefined, { islandProps: 'deferred' }).islandProps).toBe('deferred');
    expect('islandProps' in pageFactsOf(page, [], undefined, { islandProps: 'inline' })).toBe(false);
    expect('islandProps' in pageFactsOf(page)).toBe(false);
  });
});
