import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlClient } from './graphql-client.ts';
import { createHttpClient, type HttpClient } from './http-client.ts';
import { createSiteSettings } from './site-settings.ts';
import {
  graphqlCall,
  recordingLog,
  sendJson,
  startFakeCms,
  testConfig,
  type FakeCms,
  type FakeHandler,
} from './test-support/fake-cms.ts';

let cms: FakeCms | undefined;
let http: HttpClient | undefined;

afterEach(async () => {
  await http?.close();
  await cms?.close();
});

async function start(handler: FakeHandler) {
  cms = await startFakeCms(handler);
  http = createHttpClient({ timeoutMs: 1_000, retries: 0 }, recordingLog());
  const config = testConfig(cms.origin);
  return { cms, settings: createSiteSettings(config.settingsPath, createGraphqlClient(config, http, recordingLog())) };
}

describe('createSiteSettings', () => {
  it('maps text fields to their value and the favicon image to its src', async () => {
    const fields = [
      { name: 'favicon', jsonValue: { value: { src: '/-/media/favicon.ico', alt: '' } } },
      { name: 'HeadSiteScripts', jsonValue: { value: '<script>head()</script>' } },
      { name: 'gtmScripts', jsonValue: { value: 'GTM-123' } },
      { name: 'bodyEndSiteScripts', jsonValue: { value: '' } },
      { name: 'unknownField', jsonValue: { value: 'ignored' } },
      { name: 'cookieScripts', jsonValue: { value: 42 } },
      { name: 'bodyStartSiteScripts', jsonValue: null },
      { jsonValue: { value: 'no name' } },
      'odd',
    ];
    const { cms, settings } = await start((_req, res) => sendJson(res, 200, { data: { item: { fields } } }));
    expect((await settings('ar')).data).toEqual({
      favicon: '/-/media/favicon.ico',
      headSiteScripts: '<script>head()</script>',
      gtmScripts: 'GTM-123',
    });
    expect(graphqlCall(cms.requests[0]!)).toEqual({
      operation: 'SiteSettingsQuery',
      variables: { path: '/sitecore/content/corporate/Settings', language: 'ar' },
    });
  });

  it('reads a missing settings item as no settings', async () => {
    const { settings } = await start((_req, res) => sendJson(res, 200, { data: { item: null } }));
    expect((await settings('en')).data).toEqual({});
  });
});
