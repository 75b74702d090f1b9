/**
 * A set's SXA page through the production server and a fake CMS: its Navigation (fields as an
 * array: the home item with one child) and its Promos, both where the page puts them (a partial
 * design, a container) and lifted out into a flat layout of their own (`/composed`). Called by
 * sxa-navigation.test.ts with ours and by sxa-navigation.sitecore.test.ts with Sitecore's published one.
 */
import { describe, expect, it } from 'vitest';
import type { FixtureSet } from '../src/cms/test-support/protocol-fixtures.ts';
import { serveLayouts } from './support/layout-cms.ts';
import { get } from './support/server.ts';
import { bodyOf } from './sxa-layout.suite.ts';

export interface SxaNavigationFacts {
  /** The Navigation's `Styles` param, which ends its class list. */
  styles: string;
  /** The home item (its `active` style marks it the current one) and its one child. */
  home: { title: string; href: string };
  child: { title: string; href: string };
  /** Each Promo's heading (markup) and picture file, in page order. */
  promos: { heading: string; image: string }[];
  /** A text of the rich text in the main placeholder. */
  mainText: string;
}

type Rendering = { componentName: string; placeholders?: Record<string, Rendering[]>; [key: string]: unknown };
type Layout = { sitecore: { context: Record<string, unknown>; route: { placeholders: Record<string, Rendering[]> } & Record<string, unknown> } };

/** Every rendering of the layout, depth first. */
function renderingsOf(placeholders: Record<string, Rendering[]>): Rendering[] {
  return Object.values(placeholders).flatMap((list) => list.flatMap((r) => [r, ...renderingsOf(r.placeholders ?? {})]));
}

/** The page's Navigation and Promos, flat in headless-main (same renderings, same fields). */
function composed(set: FixtureSet, language: 'en' | 'ar'): Layout {
  const layout = set.layout('sxaPage') as unknown as Layout;
  const picked = renderingsOf(layout.sitecore.route.placeholders).filter((r) => r.componentName === 'Navigation' || r.componentName === 'Promo');
  layout.sitecore.context.language = language;
  layout.sitecore.route.placeholders = { 'headless-header': [], 'headless-main': picked, 'headless-footer': [] };
  return layout;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The opening tag of the link to `href`, whatever the attribute order. */
const anchor = (html: string, href: string) => new RegExp(`<a[^>]*href="${escape(href)}"[^>]*>`).exec(html)?.[0] ?? '';

export function describeSxaNavigationOver(set: FixtureSet, facts: SxaNavigationFacts) {
  function expectNavigation(body: string, moreIn = 'More in') {
    const nav = /<div[^>]*data-block="navigation"[^>]*>[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    expect(nav, 'the Navigation block').not.toBe('');
    expect(nav).toContain(` navigation ${facts.styles}"`);
    expect(nav).toMatch(new RegExp(`<a[^>]*href="${escape(facts.home.href)}"[^>]*>${escape(facts.home.title)}</a>`));
    expect(nav).toMatch(new RegExp(`<a[^>]*href="${escape(facts.child.href)}"[^>]*>${escape(facts.child.title)}</a>`));
    // The page is not the home item's address, so Sitecore's `active` style marks the current item.
    expect(anchor(nav, facts.home.href)).toContain('aria-current="page"');
    expect(anchor(nav, facts.child.href)).not.toContain('aria-current');
    expect(nav).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"[^>]*data-navigation-toggle=""/);
    expect(nav).toMatch(new RegExp(`<button[^>]*aria-expanded="false"[^>]*aria-label="${moreIn} ${escape(facts.home.title)}"`));
  }

  function expectPromos(body: string) {
    expect(body.match(/data-block="promo"/g) ?? []).toHaveLength(facts.promos.length);
    const at = (text: string) => body.indexOf(text);
    for (const { heading, image } of facts.promos) {
      expect(body).toContain(heading);
      expect(body).toContain(image);
    }
    const headings = facts.promos.map(({ heading }) => at(heading));
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
    // PromoLink is `{ href: "" }` in each: no link, nothing in its place.
    expect(body).not.toMatch(/data-block="promo"[\s\S]*<a [^>]*href=""/);
  }

  describe(`the SXA navigation and promos of ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    describe('served by a fake CMS', () => {
      const server = serveLayouts(
        (item, language) => {
          if (item === '/sxa-home') return set.bytes('sxaPage');
          if (item === '/composed') return JSON.stringify(composed(set, language === 'ar' ? 'ar' : 'en'));
          return undefined;
        },
        { siteName: 'sxa', before: () => set.requirePresent() },
      );

      it("render from the page's renderings, laid flat", async () => {
        const response = await get(server(), '/composed');
        expect(response.status).toBe(200);
        const body = bodyOf(response.text);
        expectNavigation(body);
        expectPromos(body);
      });

      it('render right to left in Arabic', async () => {
        const response = await get(server(), '/ar/composed');
        expect(response.status).toBe(200);
        expect(response.text).toMatch(/<html[^>]*dir="rtl"/);
        expectNavigation(bodyOf(response.text), 'المزيد في');
      });

      it('the untouched page renders, with the blocks that sit in the main placeholder', async () => {
        const response = await get(server(), '/sxa-home');
        expect(response.status).toBe(200);
        const body = bodyOf(response.text);
        expect(body).toContain(facts.mainText);
        expect(body).not.toContain('type="text/sitecore"');
      });

      it('the untouched page shows the Navigation in its partial design and the Promos in their Container', async () => {
        const body = bodyOf((await get(server(), '/sxa-home')).text);
        expectNavigation(body);
        expectPromos(body);
      });
    });
  });
}
