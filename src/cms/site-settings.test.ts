import { describe, expect, it } from 'vitest';
import { createSiteSettings } from './site-settings.ts';
import { graphqlCall, sendJson, useFakeCms } from './test-support/fake-cms.ts';

const start = useFakeCms(({ config, graphql }) => ({ settings: createSiteSettings(config.settingsPath, graphql) }));

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

  it('maps the article settings: the logo image and the loader file to their address', async () => {
    const fields = [
      { name: 'logo', jsonValue: { value: { src: '/-/media/logo.svg', alt: 'Meridian' } } },
      { name: 'Loader', jsonValue: { value: { url: '/-/media/loader.webm', title: 'Loader' } } },
    ];
    const { settings } = await start((_req, res) => sendJson(res, 200, { data: { item: { fields } } }));
    expect((await settings('en')).data).toEqual({ logo: '/-/media/logo.svg', loader: '/-/media/loader.webm' });
  });

  it('reads a missing settings item as no settings', async () => {
    const { settings } = await start((_req, res) => sendJson(res, 200, { data: { item: null } }));
    expect((await settings('en')).data).toEqual({});
  });
});
