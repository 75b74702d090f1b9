/**
 * The SXA layout blocks over real HTTP on a set's SXA page and column splitter variant, served by
 * a fake CMS to the production server: called by sxa-layout.test.ts with ours and by
 * sxa-layout.sitecore.test.ts with Sitecore's published ones.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FixtureSet } from '../src/cms/test-support/protocol-fixtures.ts';
import { serveLayouts } from './support/layout-cms.ts';
import { get } from './support/server.ts';

export interface SxaLayoutFacts {
  /** The heading of the header partial design's rich text, as markup. */
  headerTitle: string;
  /** A text of the rich text inside the main container. */
  containerText: string;
  /** The start of the SXA image's source. */
  imageSrc: string;
  /** A text of the footer partial design's dark container. */
  footerText: string;
  /** The text of the column splitter variant's rich text. */
  columnText: string;
}

/** The rendered body, without the JSON the islands hydrate from (their props repeat fields). */
export function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body')).replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The element that opens with `marker` (`data-block="name"`) and the markup after it. */
export function after(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, `${marker} is in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(at);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function describeSxaLayoutOver(set: FixtureSet, facts: SxaLayoutFacts) {
  describe(`the SXA layout blocks over ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    describe('served by a fake CMS', () => {
      const server = serveLayouts(
        (item) => {
          if (item === '/sxa-home') return set.bytes('sxaPage');
          if (item === '/sxa-columns') return set.bytes('columnSplitter');
          return undefined;
        },
        { siteName: 'fixtures', before: () => set.requirePresent() },
      );

      describe('the SXA page', () => {
        let body = '';
        beforeAll(async () => {
          const response = await get(server(), '/sxa-home');
          expect(response.status).toBe(200);
          body = bodyOf(response.text);
        });

        it('renders the partial-design header with its rich text', () => {
          const header = body.slice(body.indexOf('<header'), body.indexOf('</header>'));
          expect(header).toContain(facts.headerTitle);
          expect(header).toContain('data-block="rich-text"');
        });

        it('renders the container with its inner wrapper, and its text inside it', () => {
          const container = after(body, 'data-block="container"');
          expect(container).toMatch(/^data-block="container"[^>]*><div class="[^"]*container-inner/);
          expect(container.indexOf(facts.containerText)).toBeGreaterThan(0);
          expect(container.indexOf(facts.containerText)).toBeLessThan(container.indexOf('<footer'));
        });

        it('renders the SXA image', () => {
          const image = after(body, 'data-block="image"');
          expect(image).toMatch(new RegExp(`^data-block="image"[^>]*><figure[^>]*><img[^>]*src="${escape(facts.imageSrc)}`));
        });

        it('renders the footer partial design: a dark container (no wrapper) with its text', () => {
          const footer = body.slice(body.indexOf('<footer'));
          expect(footer).toMatch(/class="[^"]*container-default indent-inner container-dark-background"[^>]*data-block="container"/);
          expect(footer).not.toContain('container-inner');
          expect(footer).toContain(facts.footerText);
        });

        it('leaves nothing SXA-only in the markup for visitors', () => {
          expect(body).not.toContain('type="text/sitecore"');
          expect(body).not.toContain('Missing component');
        });
      });

      it('renders the column splitter variant: column-1-{*} at the top level with its rich text', async () => {
        const response = await get(server(), '/sxa-columns');
        expect(response.status).toBe(200);
        expect(bodyOf(response.text)).toContain(facts.columnText);
      });
    });
  });
}
