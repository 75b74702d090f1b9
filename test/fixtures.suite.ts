/**
 * Every layout of a set of CMS answers in Sitecore's protocol shapes, served by a fake CMS to the
 * production server: called by fixtures.test.ts with ours and by fixtures.sitecore.test.ts with
 * Sitecore's published ones.
 */
import { describe, expect, it } from 'vitest';
import { LAYOUT_CASES, type FixtureSet } from '../src/cms/test-support/protocol-fixtures.ts';
import { isComponentRendering } from '../src/lib/renderings.ts';
import { serveLayouts } from './support/layout-cms.ts';
import { get } from './support/server.ts';

/** The page each layout file answers for: `/route-normal` for route-normal.json. */
const pathOf = (file: string) => `/${file.replace(/\.json$/, '')}`;

/** The rendered body, without the JSON the page and its islands hydrate from (which repeats fields). */
const bodyOf = (html: string) => html.slice(html.indexOf('<body')).replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');

export function describeLayoutsOverHttp(set: FixtureSet) {
  describe(`the layouts of ${set.label}, over HTTP`, () => {
    const layouts = set.layouts();

    it('are all here, every layout case among them', () => {
      set.requirePresent();
      expect(layouts.map((entry) => entry.name)).toEqual(expect.arrayContaining(LAYOUT_CASES.map((which) => set.files[which])));
    });

    describe('served by a fake CMS', () => {
      const server = serveLayouts((item) => layouts.find((entry) => pathOf(entry.name) === item)?.bytes, {
        siteName: 'fixtures',
        before: () => set.requirePresent(),
      });

      it.each(layouts.map((entry) => [entry.name, entry.layout] as const))('%s renders without a server error', async (file, layout) => {
        const response = await get(server(), pathOf(file));
        expect(response.status).toBe(layout.sitecore.route ? 200 : 404);
        expect(response.text).toContain('</html>');
        const editing = layout.sitecore.context?.pageEditing === true || layout.sitecore.context?.pageState === 'edit';
        expect(response.headers.get('cache-control')).toEqual(editing ? 'private, no-store' : expect.stringContaining('public'));
        // Chrome elements belong to the editor: shown in edit mode, never to visitors.
        if (!editing) expect(bodyOf(response.text)).not.toContain('type="text/sitecore"');
      });

      it.each(['chromesEdit', 'horizonEdit', 'nestedDynamic'] as const)('the %s layout shows editing chromes', async (which) => {
        const response = await get(server(), pathOf(set.files[which]));
        expect(response.status).toBe(200);
        expect(bodyOf(response.text)).toContain('type="text/sitecore"');
      });

      it('shows an editor-visible box naming an unknown component in edit mode', async () => {
        const [unknown] = Object.values(set.layout('unknownComponent').sitecore.route?.placeholders ?? {})
          .flat()
          .filter(isComponentRendering);
        expect(unknown?.componentName).toBeTruthy();
        const response = await get(server(), pathOf(set.files.unknownComponent));
        expect(response.status).toBe(200);
        expect(bodyOf(response.text)).toContain(`data-missing-component="${unknown!.componentName}"`);
      });
    });
  });
}
