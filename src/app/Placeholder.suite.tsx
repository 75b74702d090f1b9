/**
 * Placeholder and PageLayout over a set of CMS answers in Sitecore's protocol shapes, with the
 * real blocks: called by Placeholder.test.tsx with ours and by Placeholder.sitecore.test.ts with
 * Sitecore's published ones.
 */
import { describe, expect, it } from 'vitest';
import type { ComponentRendering, LayoutServiceData, PlaceholderItem } from '../cms/types.ts';
import type { FixtureSet } from '../cms/test-support/protocol-fixtures.ts';
import { isComponentRendering } from '../lib/renderings.ts';
import { PageLayout } from './PageLayout.tsx';
import { collectComponentNames, preloadBlocks } from './registry.ts';
import { collectingLogger, layoutWith, makePage, renderWithPage } from './testing.tsx';

export interface PlaceholderFacts {
  sxaPage: {
    /** Its RichText renderings, in the partial designs and containers too. */
    richTexts: number;
    promos: number;
    /** An SXA block of the page that we have no block for. */
    unknownBlock: string;
  };
  columnSplitter: {
    /** The text of the rich text in the top-level `column-1-{*}` placeholder, and its style class. */
    text: string;
    styles: string;
  };
}

export function describePlaceholderOver(set: FixtureSet, facts: PlaceholderFacts) {
  describe(`Placeholder over ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    it.each(set.layouts().map((f) => [f.name, f.layout] as const))('%s renders in normal and edit mode', async (_name, layout) => {
      await preloadBlocks(collectComponentNames(layout));
      for (const editing of [false, true]) {
        const logger = collectingLogger();
        const html = renderWithPage(<PageLayout />, makePage(layout, { editing }), { logger });
        expect(typeof html).toBe('string');
        if (!editing) {
          expect(html).not.toContain('text/sitecore');
          expect(html).not.toContain('scWebEditInput');
          expect(html).not.toContain('Missing component');
        }
        if (editing && layout.sitecore.route?.placeholders && Object.keys(layout.sitecore.route.placeholders).length > 0) {
          expect(html).toMatch(/Missing component|data-block=|Empty placeholder|text\/sitecore/);
        }
      }
    });

    it.each(['chromesEdit', 'horizonEdit'] as const)('the %s layout shows its chromes and editable markup to editors only', async (which) => {
      const layout = set.layout(which);
      await preloadBlocks(collectComponentNames(layout));
      const editor = renderWithPage(<PageLayout />, makePage(layout, { editing: true }));
      expect(editor).toContain('chrometype="placeholder"');
      expect(editor).toContain('chrometype="rendering"');
      const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
      expect(visitor).not.toContain('chrometype');
      expect(visitor).not.toContain('scWebEditInput');
    });

    it('the mixed placeholder items (renderings and chromes in one array) render in both modes', async () => {
      const items = set.json('mixedChromes') as PlaceholderItem[];
      const layout = layoutWith({ 'jss-main': items });
      await preloadBlocks(collectComponentNames(layout));
      const editor = renderWithPage(<PageLayout />, makePage(layout, { editing: true }));
      expect(editor).toContain('chrometype="placeholder"');
      expect(editor).toContain('chrometype="rendering"');
      const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
      expect(visitor).not.toContain('text/sitecore');
    });

    it('the SXA page renders the rich text inside its partial designs and container-{*} placeholders', async () => {
      const layout = set.layout('sxaPage');
      await preloadBlocks(collectComponentNames(layout));
      const logger = collectingLogger();
      const html = renderWithPage(<PageLayout />, makePage(layout, { editing: false }), { logger });
      const richTexts = renderingsNamed(layout, 'RichText');
      expect(richTexts).toHaveLength(facts.sxaPage.richTexts);
      expect(html.match(/data-block="rich-text"/g)).toHaveLength(facts.sxaPage.richTexts);
      // Unknown SXA blocks warn, never throw; the SXA blocks we have render (Navigation's fields are an array).
      const warned = logger.entries.filter((e) => e.level === 'warn').map((e) => (e.obj as { component: string }).component);
      expect(warned).toContain(facts.sxaPage.unknownBlock);
      for (const block of ['Navigation', 'Promo', 'Image', 'Container', 'PartialDesignDynamicPlaceholder']) expect(warned).not.toContain(block);
      expect(html).toContain('data-block="navigation"');
      expect(html.match(/data-block="promo"/g)).toHaveLength(facts.sxaPage.promos);
      expect(html).toContain('data-block="image"');
    });

    it('the unknown component shows editors a box naming it, and visitors nothing', () => {
      const layout = set.layout('unknownComponent');
      const [unknown] = renderingsOf(layout);
      expect(unknown?.componentName).toBeTruthy();
      const marker = `data-missing-component="${unknown!.componentName}"`;
      expect(renderWithPage(<PageLayout />, makePage(layout))).toContain(marker);
      const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
      expect(visitor).not.toContain('Missing component');
      expect(visitor).not.toContain(marker);
    });

    it('the empty placeholder is a drop zone in edit mode', () => {
      const layout = set.layout('emptyPlaceholder');
      const keys = Object.keys(layout.sitecore.route?.placeholders ?? {});
      expect(keys).not.toEqual([]);
      const html = renderWithPage(<PageLayout />, makePage(layout));
      for (const key of keys) expect(html).toContain(`data-empty-placeholder="${key}"`);
      expect(renderWithPage(<PageLayout />, makePage(layout, { editing: false }))).not.toContain('data-empty-placeholder');
    });

    it('the column splitter variant renders column-1-{*} as a top-level placeholder', async () => {
      const layout = set.layout('columnSplitter');
      await preloadBlocks(collectComponentNames(layout));
      const html = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
      expect(html).toContain(facts.columnSplitter.text);
      expect(html).toContain(facts.columnSplitter.styles);
    });
  });
}

/** Every rendering of the layout, depth first. */
export function renderingsOf(layout: LayoutServiceData): ComponentRendering[] {
  const visit = (placeholders: Record<string, PlaceholderItem[]> | undefined): ComponentRendering[] =>
    Object.values(placeholders ?? {}).flatMap((items) => items.filter(isComponentRendering).flatMap((item) => [item, ...visit(item.placeholders)]));
  return visit(layout.sitecore.route?.placeholders);
}

function renderingsNamed(layout: LayoutServiceData, componentName: string): ComponentRendering[] {
  return renderingsOf(layout).filter((rendering) => rendering.componentName === componentName);
}
