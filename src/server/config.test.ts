import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, GRAPHQL_CONFIG_MESSAGE, loadConfig } from './config.ts';

/** The `data:` entries of deploy/configmap.yaml (flat `KEY: "value"` lines). */
function configMapData(): Record<string, string> {
  const text = readFileSync(new URL('../../deploy/configmap.yaml', import.meta.url), 'utf8');
  return Object.fromEntries([...text.matchAll(/^ {2}([A-Z0-9_]+): "(.*)"$/gm)].map((match) => [match[1]!, match[2]!]));
}

describe('loadConfig', () => {
  it('has working defaults for the embedded sample site', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', publicUrl: 'http://localhost:3000', sitecoreApiHost: undefined, logLevel: 'info' });
    expect(config.cms).toMatchObject({ siteName: 'ports-group', layoutApi: 'rest', cacheMaxBytes: 64 * 1024 * 1024, cacheTtlMs: 60_000 });
    expect(config.newsFeedCacheMs).toBe(300_000);
    expect(config.flagService).toBeUndefined();
    expect(config).toMatchObject({
      formsEndpoint: undefined,
      formsApiKey: undefined,
      formsTimeoutMs: 8_000,
      cdpEndpoint: undefined,
      contentDataDir: undefined,
    });
    expect(loadConfig({ FLAG_SERVICE_URL: 'https://flags.example.com/4x3/{code}.svg' }).flagService).toBe('https://flags.example.com/4x3/{code}.svg');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://www.example.com/',
      SITECORE_API_HOST: 'https://cms.example.com',
      SITECORE_API_KEY: 'key',
      SITECORE_SITE_NAME: 'corp',
      SITECORE_LAYOUT_API: 'graphql',
      CACHE_MAX_MB: '10',
      CACHE_TTL_S: '5',
      LOG_LEVEL: 'warn',
      FORMS_ENDPOINT: 'https://forms.example.com/api/submissions/',
      FORMS_API_KEY: ' forms-key ',
      FORMS_TIMEOUT_MS: '2500',
      CDP_ENDPOINT: 'http://cdp.internal:8080/v1/events?site=corp',
      CONTENT_DATA_DIR: '/var/lib/site',
    });
    expect(config).toMatchObject({
      formsEndpoint: 'https://forms.example.com/api/submissions',
      formsApiKey: 'forms-key',
      formsTimeoutMs: 2500,
      cdpEndpoint: 'http://cdp.internal:8080/v1/events?site=corp',
      contentDataDir: '/var/lib/site',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://www.example.com',
      sitecoreApiHost: 'https://cms.example.com',
      logLevel: 'warn',
    });
    expect(config.cms).toMatchObject({
      apiKey: 'key',
      siteName: 'corp',
      layoutApi: 'graphql',
      graphqlEndpoint: 'https://cms.example.com/sitecore/api/graph/edge',
      cacheMaxBytes: 10 * 1024 * 1024,
      cacheTtlMs: 5000,
      settingsPath: '/sitecore/content/corp/Settings/Site Settings',
    });
  });

  it('reads the search service settings', () => {
    expect(loadConfig({})).toMatchObject({ searchEndpoint: undefined, searchApiKey: undefined, searchSource: 'rfkid_insights', searchTimeoutMs: 5_000 });
    const config = loadConfig({
      SEARCH_ENDPOINT: 'https://discover.sitecorecloud.io/discover/v2/123456/',
      SEARCH_API_KEY: ' 01-abc ',
      SEARCH_SOURCE: 'rfkid_7',
      SEARCH_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      searchEndpoint: 'https://discover.sitecorecloud.io/discover/v2/123456',
      searchApiKey: '01-abc',
      searchSource: 'rfkid_7',
      searchTimeoutMs: 2500,
    });
  });

  it('reads the digital wall settings and refuses a key without an endpoint', () => {
    expect(loadConfig({})).toMatchObject({ digitalWallEndpoint: undefined, digitalWallApiKey: undefined, digitalWallTimeoutMs: 5_000 });
    expect(loadConfig({ DIGITAL_WALL_ENDPOINT: 'https://wall.example.com/api/', DIGITAL_WALL_API_KEY: ' k1 ', DIGITAL_WALL_TIMEOUT_MS: '1500' })).toMatchObject(
      { digitalWallEndpoint: 'https://wall.example.com/api', digitalWallApiKey: 'k1', digitalWallTimeoutMs: 1500 },
    );
    expect(() => loadConfig({ DIGITAL_WALL_API_KEY: 'k1' })).toThrow(/DIGITAL_WALL_ENDPOINT is not/);
    expect(() => loadConfig({ DIGITAL_WALL_ENDPOINT: 'https://wall.example.com/api?key=1' })).toThrow(/without a query/);
    expect(() => loadConfig({ DIGITAL_WALL_ENDPOINT: 'https://user:pw@wall.example.com' })).toThrow(/user name or password/);
  });

  it('uses Experience Edge with a context id and no key', () => {
    const config = loadConfig({ SITECORE_API_HOST: 'https://cms.example.com', SITECORE_LAYOUT_API: 'graphql', SITECORE_EDGE_CONTEXT_ID: 'abc 1' });
    expect(config.cms.graphqlEndpoint).toBe('https://edge-platform.sitecorecloud.io/v1/content/api/graphql/v1?sitecoreContextId=abc%201');
    expect(config.cms.edgeContextId).toBe('abc 1');
  });

  it('fails with the GraphQL configuration message when GraphQL has neither a context id nor an endpoint and key', () => {
    expect(() => loadConfig({ SITECORE_API_HOST: 'https://cms.example.com', SITECORE_LAYOUT_API: 'graphql' })).toThrow(new ConfigError(GRAPHQL_CONFIG_MESSAGE));
  });

  it('reads an empty FORMS_ENDPOINT or CDP_ENDPOINT as unset', () => {
    const cms = { SITECORE_API_HOST: 'https://cms.example.com', SITECORE_API_KEY: 'key' };
    const config = loadConfig({ ...cms, FORMS_ENDPOINT: '', CDP_ENDPOINT: '  ' });
    expect(config).toMatchObject({ formsEndpoint: undefined, cdpEndpoint: undefined, formsApiKey: undefined });
  });

  it('ships a ConfigMap that sends no personal data anywhere until an operator names the services', () => {
    const data = configMapData();
    expect(data).toMatchObject({ FORMS_ENDPOINT: '', CDP_ENDPOINT: '' });
    // Applied unchanged, with the Secret's CMS key: forms answer 503, page views go nowhere.
    const config = loadConfig({ ...data, SITECORE_API_KEY: 'k'.repeat(32) });
    expect(config.sitecoreApiHost).toBe('https://cms.example.com');
    expect(config).toMatchObject({ formsEndpoint: undefined, cdpEndpoint: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL must be an absolute/],
    [{ PUBLIC_URL: 'ftp://x.example' }, /PUBLIC_URL must use http or https/],
    [{ PUBLIC_URL: 'https://x.example/path' }, /must be an origin/],
    [{ SITECORE_LAYOUT_API: 'soap' }, /SITECORE_LAYOUT_API must be one of rest, graphql/],
    [{ CACHE_MAX_MB: '0' }, /CACHE_MAX_MB must be between/],
    [{ CACHE_TTL_S: '-1' }, /CACHE_TTL_S must be a whole number/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ NEWS_FEED_CACHE_S: 'soon' }, /NEWS_FEED_CACHE_S must be a whole number/],
    [{ FLAG_SERVICE_URL: 'https://flags.example.com/flag.svg' }, /FLAG_SERVICE_URL must be an https URL template with \{code\}/],
    [{ FLAG_SERVICE_URL: 'http://flags.example.com/{code}.svg' }, /FLAG_SERVICE_URL must be an https URL template/],
    [{ SITECORE_API_HOST: 'https://cms.example.com' }, /SITECORE_API_KEY is required/],
    [{ SITECORE_EDGE_CONTEXT_ID: 'abc', SITECORE_LAYOUT_API: 'graphql' }, /SITECORE_EDGE_CONTEXT_ID is set but SITECORE_API_HOST is not/],
    [
      { SITECORE_API_KEY: 'k', SITECORE_GRAPHQL_ENDPOINT: 'https://x.example/graphql' },
      /SITECORE_API_KEY, SITECORE_GRAPHQL_ENDPOINT are set but SITECORE_API_HOST is not/,
    ],
    [{ FORMS_ENDPOINT: 'forms.example.com/submit' }, /FORMS_ENDPOINT must be an absolute/],
    [{ FORMS_ENDPOINT: 'ftp://forms.example.com/submit' }, /FORMS_ENDPOINT must use http or https/],
    [{ FORMS_ENDPOINT: 'https://user:pass@forms.example.com/submit' }, /FORMS_ENDPOINT must not contain a user name or password/],
    [{ CDP_ENDPOINT: 'https://cdp.example.com/events#x' }, /CDP_ENDPOINT must not contain a fragment/],
    [{ FORMS_API_KEY: 'secret' }, /FORMS_API_KEY is set but FORMS_ENDPOINT is not/],
    [{ FORMS_TIMEOUT_MS: '50' }, /FORMS_TIMEOUT_MS must be between 100 and 60000/],
    [{ SEARCH_ENDPOINT: 'discover.example.com/v2' }, /SEARCH_ENDPOINT must be an absolute/],
    [{ SEARCH_ENDPOINT: 'ftp://discover.example.com/v2' }, /SEARCH_ENDPOINT must use http or https/],
    [{ SEARCH_ENDPOINT: 'https://key:secret@discover.example.com/v2' }, /SEARCH_ENDPOINT must not contain a user name or password/],
    [{ SEARCH_API_KEY: 'k' }, /SEARCH_API_KEY is set but SEARCH_ENDPOINT is not/],
    [{ SEARCH_SOURCE: 'rfk id' }, /SEARCH_SOURCE must be a widget id/],
    [{ SEARCH_TIMEOUT_MS: '99' }, /SEARCH_TIMEOUT_MS must be between 100 and 60000/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the cluster settings (issue 14), with defaults that keep one instance working alone', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: undefined,
      redisTimeoutMs: 250,
      releaseId: undefined,
      trustProxyHops: 0,
      shedding: { eventLoopDelayMs: 500, rssBytes: 0, heapBytes: 0, maxInFlight: 200, retryAfterS: 5 },
    });
    const config = loadConfig({
      REDIS_URL: 'rediss://:pw@cache.internal:6380/2',
      REDIS_TIMEOUT_MS: '100',
      RELEASE_ID: '2026.11.26-a',
      TRUST_PROXY_HOPS: '1',
      SHED_RSS_MB: '850',
      SHED_MAX_IN_FLIGHT: '0',
    });
    expect(config).toMatchObject({ redisUrl: 'rediss://:pw@cache.internal:6380/2', redisTimeoutMs: 100, releaseId: '2026.11.26-a', trustProxyHops: 1 });
    expect(config.shedding).toMatchObject({ rssBytes: 850 * 1024 * 1024, maxInFlight: 0 });
  });

  it('refuses a REDIS_URL that is not one, without repeating it (it may hold a password)', () => {
    for (const [value, message] of [
      ['http://cache:6379', /redis:\/\/ or rediss:\/\//],
      ['not a url', /must be a URL/],
      ['redis://cache:6379/some/path', /database number/],
    ] as const) {
      expect(() => loadConfig({ REDIS_URL: value })).toThrow(message);
    }
    for (const value of ['redis//:hunter2-password@cache', 'http://:hunter2-password@cache']) {
      expect(() => loadConfig({ REDIS_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ REDIS_URL: value })).not.toThrow(/hunter2/);
    }
    expect(() => loadConfig({ RELEASE_ID: 'v1:2' })).toThrow(ConfigError);
  });
});
