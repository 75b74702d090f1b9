import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createCms } from './cms.ts';
import { MAX_REDIRECTS, REDIRECTS_QUERY, createSiteRedirects } from './redirects.ts';
import { graphqlCall, sendJson, useFakeCms } from './test-support/fake-cms.ts';

const start = useFakeCms(({ config, graphql, log }) => ({ redirects: createSiteRedirects(config.siteName, graphql, log) }));

const answer = (redirects: unknown) => ({ data: { site: { siteInfo: { redirects } } } });
const COMPANY = { pattern: '/company', target: '/about', redirectType: 'REDIRECT_301', isQueryStringPreserved: false, isLanguagePreserved: true, locale: null };

describe('createSiteRedirects', () => {
  it("sends Sitecore's redirects query for the site and reads the rules in order", async () => {
    const media = { ...COMPANY, pattern: '/media-centre', target: '/media', locale: 'AR' };
    const { cms, redirects } = await start((_req, res) => sendJson(res, 200, answer([COMPANY, media])));
    const { data } = await redirects();
    expect(data).toEqual([COMPANY, { ...media, locale: 'ar' }]);
    expect(graphqlCall(cms.requests[0]!)).toEqual({ operation: 'RedirectsQuery', variables: { siteName: 'corporate' } });
    expect(cms.requests[0]!.body).toContain('redirects { pattern target redirectType isQueryStringPreserved isLanguagePreserved locale }');
  });

  it('leaves out entries that are not rules, with one log line for the answer', async () => {
    const entries = [
      COMPANY,
      null,
      { ...COMPANY, pattern: '' },
      { ...COMPANY, target: 42 },
      { ...COMPANY, redirectType: 'REDIRECT_307' },
      { ...COMPANY, locale: '../en' },
      { ...COMPANY, pattern: 'x'.repeat(1_001) },
      { ...COMPANY, isQueryStringPreserved: 'yes', locale: '' },
    ];
    const { redirects, log } = await start((_req, res) => sendJson(res, 200, answer(entries)));
    const { data } = await redirects();
    expect(data).toEqual([COMPANY, { ...COMPANY, isQueryStringPreserved: false, locale: null }]);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]![0]).toMatchObject({ skipped: 6 });
  });

  it('reads no site or no map as no rules, and a map that is not a list as a bad answer', async () => {
    const { redirects, cms } = await start((_req, res) => sendJson(res, 200, { data: { site: { siteInfo: null } } }));
    expect((await redirects()).data).toEqual([]);
    cms.handle((_req, res) => sendJson(res, 200, answer(null)));
    expect((await redirects()).data).toEqual([]);
    cms.handle((_req, res) => sendJson(res, 200, answer({ pattern: '/x' })));
    await expect(redirects()).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });

  it(`keeps the first ${MAX_REDIRECTS} rules of a larger map`, async () => {
    const many = Array.from({ length: MAX_REDIRECTS + 3 }, (_, i) => ({ ...COMPANY, pattern: `/p${i}` }));
    const { redirects, log } = await start((_req, res) => sendJson(res, 200, answer(many)));
    expect((await redirects()).data).toHaveLength(MAX_REDIRECTS);
    expect(log.warnings).toHaveLength(1);
  });
});

describe('Cms.getRedirects', () => {
  it('reads through the cache, one entry for the site tagged `redirects`, the same array while cached', async () => {
    const { cms: upstream, config, log } = await start((_req, res) => sendJson(res, 200, answer([COMPANY])));
    const cms = createCms(config, log);
    onTestFinished(() => cms.close());
    const first = await cms.getRedirects();
    expect(first).toMatchObject({ data: [COMPANY], cache: 'miss', tags: ['redirects'] });
    const second = await cms.getRedirects();
    expect(second.cache).toBe('hit');
    expect(second.data).toBe(first.data);
    expect(await cms.getRedirects({ fresh: true })).toMatchObject({ cache: 'bypass' });
    expect(upstream.requests).toHaveLength(2);
    expect(cms.cache.keys()).toEqual(['redirects|corporate||']);
    expect(cms.cache.evictByTags(['redirects'])).toEqual(['redirects|corporate||']);
  });

  it('is the query docs/cms-protocol.md shows', () => {
    const doc = readFileSync(new URL('../../docs/cms-protocol.md', import.meta.url), 'utf8');
    expect(doc).toContain(REDIRECTS_QUERY);
  });
});
