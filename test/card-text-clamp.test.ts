import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES_DIR } from './support/sample-pages.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * Spec 000 section 5 for cards and teasers (issue 30): every kind's headline and description
 * takes the one shared clamp (`cardTextClamp`, src/ui/Card.tsx): 2 lines, for visitors only.
 * The block gallery holds every kind. For each, the element is found by the styled component
 * that draws it, and the page's own style sheet is read: the only line clamp that reaches the
 * element is the shared rule's, 2 lines, under the root's edit-mode attribute; in edit mode the
 * root carries the attribute, so nothing clamps. The list is docs/decisions/005-not-shown.md's.
 */
const CARD_TEXT: Record<string, { block: string; headline: string; description?: string }> = {
  'content card': { block: 'card-carousel', headline: 'CardTitle', description: 'CardText' },
  'feature card (cards with links)': { block: 'cards-with-links', headline: 'CardTitle', description: 'CardText' },
  'feature card (benefits)': { block: 'benefits-highlight', headline: 'CardTitle', description: 'CardText' },
  'feature card block': { block: 'feature-card', headline: 'Heading', description: 'Description' },
  'link-list card': { block: 'link-list-card', headline: 'Heading' },
  'navigation link card': { block: 'navigation-link-card', headline: 'Heading' },
  'progressive card': { block: 'progressive-cards', headline: 'CardTitle', description: 'CardDescription' },
  'tool card': { block: 'tools-cards-list', headline: 'Title', description: 'Designation' },
  'people card': { block: 'people-cards-list', headline: 'Name', description: 'Designation' },
  'people carousel card': { block: 'people-carousel', headline: 'Name', description: 'Designation' },
  'document highlight card': { block: 'document-highlights', headline: 'Title', description: 'SubHeadline' },
  'news card (highlight)': { block: 'news-highlight', headline: 'CardTitle', description: 'CardText' },
  'news card (listing)': { block: 'news-listing', headline: 'CardTitle', description: 'CardText' },
  'article card (listing)': { block: 'article-listing', headline: 'CardTitle', description: 'CardText' },
  'article card (related)': { block: 'related-articles', headline: 'CardTitle', description: 'CardText' },
  'article card (featured)': { block: 'featured-articles', headline: 'CardTitle', description: 'CardText' },
  'event card': { block: 'event-carousel', headline: 'EventTitle' },
  'award card': { block: 'awards', headline: 'AwardTitle', description: 'AwardSubtitle' },
  'contact card': { block: 'contact-cards', headline: 'CardTitle', description: 'CardDescription' },
  'partner card': { block: 'partner-block', headline: 'CardTitle', description: 'CardText' },
  'video thumbnail': { block: 'video-highlight', headline: 'ThumbTitle' },
  'mega menu featured card': { block: 'header', headline: 'FeaturedTitle', description: 'FeaturedText' },
  'cross-link teaser': { block: 'cross-link', headline: 'Headline', description: 'Description' },
};

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SECRET = 'card-text-clamp-secret-0123456789';
const GALLERY_ID = (JSON.parse(readFileSync(join(ROUTES_DIR, 'blocks.json'), 'utf8')) as { itemId: string }).itemId;
/** The shared rule as styled-components writes it: the root's condition weighs nothing. */
const SHARED_RULE = /^:where\(:root:not\(\[data-editing\]\)\) \.([\w-]+)$/;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ SITECORE_EDITING_SECRET: SECRET });
});
afterAll(() => server?.close());

interface Rule {
  selector: string;
  body: string;
}

/** The gallery as crawlers get it (every block in place, every rule in the head), parsed. */
async function gallery(path: string): Promise<{ document: Document; clampsByClass: Map<string, Rule[]> }> {
  const response = await get(server, path, { 'user-agent': CRAWLER });
  expect(response.status, path).toBe(200);
  const { document } = new JSDOM(response.text).window;
  const css = [...document.querySelectorAll('style[data-styled]')].map((tag) => tag.textContent ?? '').join('\n');
  // styled-components writes one rule per line; an at-rule wraps its own: `@media …{sel{…}}`.
  const rules = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+)\{([^{}]*)\}/gm)].map((m) => ({ selector: m[1]!.trim(), body: m[2]! }));
  // The rules that clamp, by each class their selector names: read once per page, not per element.
  const clampsByClass = new Map<string, Rule[]>();
  for (const rule of rules.filter(({ body }) => /line-clamp/.test(body))) {
    for (const name of new Set([...rule.selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!))) {
      clampsByClass.set(name, [...(clampsByClass.get(name) ?? []), rule]);
    }
  }
  return { document, clampsByClass };
}

/** Every line clamp that reaches an element: the rules naming one of its classes, and its own style. */
function clampsOf(element: Element, clampsByClass: ReadonlyMap<string, readonly Rule[]>): Rule[] {
  const rules = new Set([...element.classList].flatMap((name) => clampsByClass.get(name) ?? []));
  const style = element.getAttribute('style') ?? '';
  return [...rules, ...(style.includes('line-clamp') ? [{ selector: 'style', body: style }] : [])];
}

/** The elements drawn by a block's styled component (its class is `Name-sc-…`). */
function drawnBy(document: Document, block: string, component: string): Element[] {
  return [...document.querySelectorAll(`[data-block="${block}"] [class*="${component}-sc-"]`)].filter((element) =>
    [...element.classList].some((c) => c.startsWith(`${component}-sc-`)),
  );
}

describe("cards' and teasers' headlines and descriptions", () => {
  it('clamp to 2 lines by the one shared rule outside edit mode, in both languages', { timeout: 120_000 }, async () => {
    for (const path of ['/blocks', '/ar/blocks']) {
      const { document, clampsByClass } = await gallery(path);
      expect(document.documentElement.hasAttribute('data-editing')).toBe(false);
      for (const [kind, { block, headline, description }] of Object.entries(CARD_TEXT)) {
        for (const component of [headline, description].filter((c): c is string => c !== undefined)) {
          const elements = drawnBy(document, block, component);
          expect(elements.length, `${path}: ${kind}'s ${component}`).toBeGreaterThan(0);
          for (const element of elements) {
            const clamps = clampsOf(element, clampsByClass);
            expect(
              clamps.map(({ selector }) => selector),
              `${path}: ${kind}'s ${component}`,
            ).toEqual([expect.stringMatching(SHARED_RULE)]);
            expect(clamps[0]!.body).toMatch(/-webkit-line-clamp:2;line-clamp:2;/);
          }
        }
      }
    }
  });

  it('are whole in edit mode: the root says edit mode, and no other clamp reaches them', { timeout: 120_000 }, async () => {
    const query = new URLSearchParams({ secret: SECRET, sc_itemid: GALLERY_ID, sc_lang: 'en', sc_site: 'ports-group', route: '/blocks', mode: 'edit' });
    const { document, clampsByClass } = await gallery(`/api/editing/render?${query}`);
    expect(document.documentElement.getAttribute('data-editing')).toBe('');
    for (const [kind, { block, headline, description }] of Object.entries(CARD_TEXT)) {
      for (const component of [headline, description].filter((c): c is string => c !== undefined)) {
        const elements = drawnBy(document, block, component);
        expect(elements.length, `edit mode: ${kind}'s ${component}`).toBeGreaterThan(0);
        for (const element of elements) {
          // The shared rule's condition fails on this root; nothing else clamps.
          const others = clampsOf(element, clampsByClass).filter(({ selector }) => !SHARED_RULE.test(selector));
          expect(others, `edit mode: ${kind}'s ${component}`).toEqual([]);
        }
      }
    }
  });
});
