import { describe, expect, it } from 'vitest';
import { createErrorPages } from './error-pages.ts';
import { graphqlCall, layoutJson, sendJson, useFakeCms } from './test-support/fake-cms.ts';

const start = useFakeCms(({ config, graphql }) => ({ errorPages: createErrorPages(config.siteName, graphql) }));

const errorHandling = (notFoundPage: unknown) => ({
  data: { site: { siteInfo: { errorHandling: { notFoundPage, notFoundPagePath: '/404', serverErrorPage: null } } } },
});

describe('createErrorPages', () => {
  it("returns the not-found page's rendered layout", async () => {
    const { cms, errorPages } = await start((_req, res) => sendJson(res, 200, errorHandling({ rendered: layoutJson('404') })));
    expect((await errorPages('en')).data.notFound?.sitecore.route?.name).toBe('404');
    expect(graphqlCall(cms.requests[0]!)).toEqual({
      operation: 'ErrorPagesQuery',
      variables: { site: 'corporate', language: 'en' },
    });
  });

  it.each([
    ['no not-found page', errorHandling(null)],
    ['no error handling', { data: { site: { siteInfo: { errorHandling: null } } } }],
  ])('returns null with %s', async (_what, body) => {
    const { errorPages } = await start((_req, res) => sendJson(res, 200, body));
    expect((await errorPages('en')).data).toEqual({ notFound: null });
  });

  it('refuses a not-found page that is not Layout Service JSON', async () => {
    const { errorPages } = await start((_req, res) => sendJson(res, 200, errorHandling({ rendered: 'html' })));
    await expect(errorPages('en')).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });
});
