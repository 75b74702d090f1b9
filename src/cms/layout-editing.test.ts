import { describe, expect, it, onTestFinished } from 'vitest';
import type { CmsConfig } from './cms-config.ts';
import { createCms } from './cms.ts';
import { graphqlCall, layoutJson, sendJson, useFakeCms, type FakeHandler } from './test-support/fake-cms.ts';

const startCms = useFakeCms(({ cms: upstream, config, log }) => {
  const cms = createCms(config, log);
  onTestFinished(() => cms.close());
  return { upstream, cms };
});
const start = (handler: FakeHandler, overrides: Partial<CmsConfig> = {}) => startCms(handler, { config: overrides });
const ITEM_ID = '6ca225db-4de8-4048-bcc1-61b13027b63a';

const restLayout: FakeHandler = (req, res) => {
  const url = new URL(req.url, 'http://cms');
  sendJson(res, 200, layoutJson(`${url.searchParams.get('item')} ${url.searchParams.get('sc_mode') ?? 'normal'}`));
};

describe('editors’ layout reads, REST', () => {
  it("sends Sitecore's page-mode parameters and neither reads nor writes the cache", async () => {
    const { upstream, cms } = await start(restLayout);
    await cms.getLayout('/about', 'en'); // a visitor warms the cache
    const edit = await cms.getLayout('/about', 'en', { fresh: true, mode: 'edit', itemId: ITEM_ID, version: 3 });
    expect(edit.cache).toBe('bypass');
    expect(edit.data?.sitecore.route?.name).toBe('/about edit');
    const sent = new URL(upstream.requests[1]!.url, 'http://cms').searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ item: '/about', sc_lang: 'en', sc_mode: 'edit', sc_itemid: ITEM_ID, sc_version: '3' });
    // The visitors' entry is what the visitor read.
    const visitor = await cms.getLayout('/about', 'en');
    expect(visitor).toMatchObject({ cache: 'hit', data: { sitecore: { route: { name: '/about normal' } } } });
    expect(upstream.requests).toHaveLength(2);
  });

  it('reads fresh in a mode even when fresh was not asked for', async () => {
    const { upstream, cms } = await start(restLayout);
    await cms.getLayout('/about', 'en', { mode: 'preview' });
    await cms.getLayout('/about', 'en', { mode: 'preview' });
    expect(upstream.requests).toHaveLength(2);
    expect(cms.cache.keys()).toEqual([]);
  });

  it('tags the cached layout with its route item id', async () => {
    const { cms } = await start((_req, res) =>
      sendJson(res, 200, { sitecore: { context: {}, route: { name: 'x', itemId: `{${ITEM_ID.toUpperCase()}}`, placeholders: {} } } }),
    );
    await cms.getLayout('/x', 'en');
    expect(cms.cache.evictByTags([`layout-${ITEM_ID}`])).toEqual(['layout|corporate|en|/x']);
  });
});

describe('editors’ layout reads, Experience Edge GraphQL', () => {
  const edge: FakeHandler = (req, res) => {
    const { operation } = graphqlCall(req);
    const rendered = layoutJson(`${operation} ${String(req.headers.sc_editmode)}`);
    sendJson(res, 200, { data: operation === 'EditingQuery' ? { item: { rendered } } : { layout: { item: { rendered } } } });
  };

  it("asks for the editor's item by id and version with the editing headers", async () => {
    const { upstream, cms } = await start(edge, { layoutApi: 'graphql' });
    const result = await cms.getLayout('/about', 'ar', { fresh: true, mode: 'edit', itemId: ITEM_ID, version: 2, layoutKind: 'shared' });
    expect(result.data?.sitecore.route?.name).toBe('EditingQuery true');
    const req = upstream.requests[0]!;
    expect(graphqlCall(req)).toEqual({ operation: 'EditingQuery', variables: { itemId: ITEM_ID, language: 'ar', version: '2' } });
    expect(req.headers).toMatchObject({ sc_editmode: 'true', sc_previewmode: 'false', sc_layoutkind: 'shared', sc_apikey: 'test-key' });
  });

  it('asks for the route by path in preview mode when no item is named, and sends no editing headers for visitors', async () => {
    const { upstream, cms } = await start(edge, { layoutApi: 'graphql' });
    await cms.getLayout('/about', 'en', { fresh: true, mode: 'preview' });
    await cms.getLayout('/about', 'en');
    const [preview, visitor] = upstream.requests;
    expect(graphqlCall(preview!).operation).toBe('LayoutQuery');
    expect(preview!.headers).toMatchObject({ sc_editmode: 'false', sc_previewmode: 'true', sc_layoutkind: 'final' });
    expect(visitor!.headers.sc_editmode).toBeUndefined();
    expect(visitor!.headers.sc_previewmode).toBeUndefined();
  });

  it('answers null when the editing query finds no item', async () => {
    const { cms } = await start((_req, res) => sendJson(res, 200, { data: { item: null } }), { layoutApi: 'graphql' });
    expect((await cms.getLayout('/gone', 'en', { mode: 'edit', itemId: ITEM_ID })).data).toBeNull();
  });
});
