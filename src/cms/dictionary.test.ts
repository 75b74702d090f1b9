import { describe, expect, it } from 'vitest';
import { createGraphqlDictionary, createRestDictionary } from './dictionary.ts';
import { describeGraphqlDictionaryOver } from './dictionary.suite.ts';
import { sendJson, useFakeCms } from './test-support/fake-cms.ts';
import { OUR_FIXTURES } from './test-support/protocol-fixtures.ts';

const start = useFakeCms(({ config, http, graphql, log }) => ({
  rest: createRestDictionary(config, http),
  graphql: createGraphqlDictionary(config.siteName, graphql, log),
}));

/** One page of the GraphQL dictionary answer. */
function page(results: unknown[], hasNext: boolean, endCursor: string) {
  return { data: { site: { siteInfo: { dictionary: { total: 0, pageInfo: { hasNext, endCursor }, results } } } } };
}

describe('createRestDictionary', () => {
  it('reads the phrases of the site and language, skipping values that are not text', async () => {
    const { cms, rest } = await start((_req, res) =>
      sendJson(res, 200, { lang: 'ar', app: 'corporate', phrases: { readMore: 'اقرأ المزيد', count: 3, none: null } }),
    );
    expect((await rest('ar')).data).toEqual({ readMore: 'اقرأ المزيد' });
    expect(cms.requests[0]!.url).toBe('/sitecore/api/jss/dictionary/corporate/ar?sc_apikey=test-key');
  });

  it('reads a 404 as an empty dictionary', async () => {
    const { rest } = await start((_req, res) => sendJson(res, 404, 'no such app'));
    expect((await rest('en')).data).toEqual({});
  });

  it('refuses an answer without phrases', async () => {
    const { rest } = await start((_req, res) => sendJson(res, 200, { lang: 'en' }));
    await expect(rest('en')).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });
});

describe('createGraphqlDictionary', () => {
  it('skips entries whose key or value is not text', async () => {
    const { graphql } = await start((_req, res) =>
      sendJson(res, 200, page([{ key: 'a', value: 'A' }, { key: 'b', value: null }, { value: 'c' }, 'odd'], false, '')),
    );
    expect((await graphql('en')).data).toEqual({ a: 'A' });
  });

  it('reads an unknown site (no siteInfo) as an empty dictionary', async () => {
    const { graphql } = await start((_req, res) => sendJson(res, 200, { data: { site: { siteInfo: null } } }));
    expect((await graphql('en')).data).toEqual({});
  });

  it('stops after a bounded number of pages when the cursor never ends, and warns', async () => {
    let n = 0;
    const { cms, graphql, log } = await start((_req, res) => {
      n++;
      sendJson(res, 200, page([{ key: `k${n}`, value: 'v' }], true, `cursor${n}`));
    });
    const { data } = await graphql('en');
    expect(cms.requests).toHaveLength(20);
    expect(Object.keys(data)).toHaveLength(20);
    expect(log.warnings).toHaveLength(1);
  });

  it('refuses a page without results', async () => {
    const { graphql } = await start((_req, res) => sendJson(res, 200, { data: { site: { siteInfo: { dictionary: { pageInfo: {} } } } } }));
    await expect(graphql('en')).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });
});

describeGraphqlDictionaryOver(OUR_FIXTURES, {
  singlepage: { BerthStatus: 'Berth status', TideTimes: 'Tide times' },
  multipage: { VesselArrivals: 'Vessel arrivals', PilotOnBoard: 'Pilot on board', ReeferPlugs: 'Reefer plugs' },
});
