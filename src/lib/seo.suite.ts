/**
 * SEO and site scripts over every layout of a set of CMS answers: called by seo.test.ts with ours
 * and by seo.sitecore.test.ts with Sitecore's published ones.
 */
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../app/page-context.ts';
import type { FixtureSet } from '../cms/test-support/protocol-fixtures.ts';
import { buildSeo } from './seo.ts';
import { testPage } from './seo-test-page.ts';
import { collectSiteScripts } from './site-scripts.ts';

export function describeSeoOver(set: FixtureSet) {
  describe(`SEO over the layouts of ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    it.each(set.layouts().map(({ name, layout }) => [name, layout] as const))('%s gives a title, and site scripts only outside editing', (_name, layout) => {
      const page: PageContext = { ...testPage(), layout };
      expect(buildSeo(page).title).toBeTruthy();
      const scripts = collectSiteScripts({ ...page, siteSettings: { headSiteScripts: '<script>s</script>' } });
      expect(scripts.head).toBe(layout.sitecore.context?.pageEditing ? '' : '<script>s</script>');
    });
  });
}
