/**
 * The site routes client over a set's sitemap query answer: called by site-services.test.ts with
 * ours and by site-services.sitecore.test.ts with Sitecore's published one.
 */
import { describe, expect, it } from 'vitest';
import { createSiteRoutes } from './site-services.ts';
import { graphqlCall, sendJson, useFakeCms } from './test-support/fake-cms.ts';
import type { FixtureSet } from './test-support/protocol-fixtures.ts';

export function describeSiteRoutesOver(set: FixtureSet, facts: { paths: string[] }) {
  const start = useFakeCms(({ config, graphql, log }) => ({ routes: createSiteRoutes(config.siteName, graphql, log) }));

  describe(`createSiteRoutes over ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    it('reads the sitemap query answer, in its order, with one request (it has no next page)', async () => {
      const body = set.bytes('sitemap');
      const { cms, routes } = await start((_req, res) => sendJson(res, 200, body));
      expect((await routes('en')).data.map((r) => r.path)).toEqual(facts.paths);
      expect(cms.requests.map((r) => graphqlCall(r).operation)).toEqual(['SiteRoutesQuery']);
    });
  });
}
