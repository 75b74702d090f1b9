import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentServer } from './content-server.ts';
import { type ContentFailure, NO_FAULTS, faultsFromEnv } from './faults.ts';
import { get, graphql, layoutUrl, parseJson, protocolQueries, startTestServer } from './test-support.ts';

const Q = protocolQueries();

describe('faultsFromEnv', () => {
  it('reads the eight variables', () => {
    expect(
      faultsFromEnv({
        CONTENT_DELAY_MS: '250',
        CONTENT_FAILURE: 'status-503',
        NEWS_FEED_DELAY_MS: '0',
        NEWS_FEED_FAILURE: 'malformed',
        FORMS_DELAY_MS: '3000',
        FORMS_FAILURE: 'status-500',
        SEARCH_DELAY_MS: '40',
        SEARCH_FAILURE: 'hang',
        DIGITAL_WALL_DELAY_MS: '15',
        DIGITAL_WALL_FAILURE: 'reset',
      }),
    ).toEqual({
      layoutDelayMs: 250,
      layoutFailure: 'status-503',
      newsFeedDelayMs: 0,
      newsFeedFailure: 'malformed',
      formsDelayMs: 3000,
      formsFailure: 'status-500',
      searchDelayMs: 40,
      searchFailure: 'hang',
      digitalWallDelayMs: 15,
      digitalWallFailure: 'reset',
    });
  });

  it('leaves unset and empty variables out, and reads none as no failure', () => {
    expect(faultsFromEnv({})).toEqual({});
    expect(faultsFromEnv({ CONTENT_DELAY_MS: '', CONTENT_FAILURE: ' ' })).toEqual({});
    expect(faultsFromEnv({ CONTENT_FAILURE: 'none' })).toEqual({ layoutFailure: null });
  });

  it.each([
    ['CONTENT_DELAY_MS', '-5'],
    ['CONTENT_DELAY_MS', '1.5'],
    ['CONTENT_DELAY_MS', '10s'],
    ['NEWS_FEED_DELAY_MS', '99999999999'],
    ['CONTENT_FAILURE', 'explode'],
    ['NEWS_FEED_FAILURE', 'status-404'],
    ['FORMS_FAILURE', 'fail'],
    ['FORMS_DELAY_MS', 'slow'],
    ['SEARCH_FAILURE', 'down'],
    ['SEARCH_DELAY_MS', '-1'],
  ])('throws a clear error for %s=%s', (name, value) => {
    expect(() => faultsFromEnv({ [name]: value })).toThrow(new RegExp(`${name}.*expected`));
  });
});

describe('fault modes', () => {
  let server: ContentServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    Object.assign(server.faults, NO_FAULTS);
  });
  afterAll(() => server.close());

  const endpoints: Array<[string, (s: ContentServer, signal?: AbortSignal) => Promise<Response>]> = [
    ['REST layout', (s, signal) => fetch(layoutUrl(s, '/', 'en'), { signal })],
    [
      'GraphQL layout',
      (s, signal) =>
        fetch(`${s.origin}/sitecore/api/graph/edge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', sc_apikey: s.apiKey },
          body: JSON.stringify({ query: Q.LayoutQuery, variables: { site: 'ports-group', routePath: '/', language: 'en' } }),
          signal,
        }),
    ],
    ['news feed', (s, signal) => fetch(`${s.origin}/feeds/news/en.json?pageSize=2`, { signal })],
  ];

  function setFailure(name: string, failure: ContentFailure): void {
    if (name === 'news feed') server.faults.newsFeedFailure = failure;
    else server.faults.layoutFailure = failure;
  }

  describe.each(endpoints)('%s', (name, call) => {
    it('answers normally with no fault', async () => {
      const res = await call(server);
      expect(res.status).toBe(200);
      expect(parseJson(await res.text())).toBeTypeOf('object');
    });

    it.each([
      ['status-500', 500],
      ['status-503', 503],
    ] as const)('%s answers that status with a JSON error', async (failure, status) => {
      setFailure(name, failure);
      const res = await call(server);
      expect(res.status).toBe(status);
      expect(parseJson(await res.text())).toMatchObject({ statusCode: status });
    });

    it('malformed answers 200 with truncated JSON', async () => {
      setFailure(name, 'malformed');
      const res = await call(server);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const text = await res.text();
      expect(text.length).toBeGreaterThan(10);
      expect(parseJson(text)).toBeUndefined();
    });

    it('reset destroys the connection', async () => {
      setFailure(name, 'reset');
      const error = await call(server).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      const code = (error as { cause?: { code?: string } }).cause?.code;
      expect(['ECONNRESET', 'UND_ERR_SOCKET']).toContain(code);
    });

    it('hang never answers, and the server keeps serving others', async () => {
      setFailure(name, 'hang');
      await expect(call(server, AbortSignal.timeout(300))).rejects.toThrow(/abort|timeout/i);
      setFailure(name, null);
      expect((await call(server)).status).toBe(200);
    });
  });

  it('layout failures leave the dictionary (REST and GraphQL) and site settings alone', async () => {
    server.faults.layoutFailure = 'status-500';
    const rest = await get(`${server.origin}/sitecore/api/jss/dictionary/ports-group/en?sc_apikey=${server.apiKey}`);
    expect(rest.status).toBe(200);
    const dictionary = await graphql(server, Q.DictionarySiteQuery, { site: 'ports-group', language: 'en' });
    expect(dictionary.status).toBe(200);
    const settings = await graphql(server, Q.SiteSettingsQuery, {
      path: '/sitecore/content/ports-group/Settings/Site Settings',
      language: 'en',
    });
    expect(settings.status).toBe(200);
    expect((await get(layoutUrl(server, '/', 'en'))).status).toBe(500);
  });

  it('news feed failures leave layout alone, and layout failures the news feed', async () => {
    server.faults.newsFeedFailure = 'status-503';
    expect((await get(layoutUrl(server, '/', 'en'))).status).toBe(200);
    server.faults.newsFeedFailure = null;
    server.faults.layoutFailure = 'status-503';
    expect((await get(`${server.origin}/feeds/news/en.json`)).status).toBe(200);
  });

  it('delays layout, dictionary and GraphQL answers by layoutDelayMs', async () => {
    server.faults.layoutDelayMs = 200;
    for (const request of [
      () => get(layoutUrl(server, '/', 'en')),
      () => get(`${server.origin}/sitecore/api/jss/dictionary/ports-group/en?sc_apikey=${server.apiKey}`),
      () => graphql(server, Q.DictionarySiteQuery, { site: 'ports-group', language: 'en' }),
    ]) {
      const started = performance.now();
      expect((await request()).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    }
    // The feed is another host: a long layout delay must not touch it.
    server.faults.layoutDelayMs = 10_000;
    const started = performance.now();
    expect((await get(`${server.origin}/feeds/news/en.json`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('delays the news feed by newsFeedDelayMs, then applies its failure', async () => {
    server.faults.newsFeedDelayMs = 200;
    server.faults.newsFeedFailure = 'status-500';
    const started = performance.now();
    expect((await get(`${server.origin}/feeds/news/en.json`)).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('takes faults given at start', async () => {
    const faulty = await startTestServer({ layoutFailure: 'status-503', newsFeedFailure: 'status-500' });
    try {
      expect(faulty.faults).toEqual({
        layoutDelayMs: 0,
        layoutFailure: 'status-503',
        newsFeedDelayMs: 0,
        newsFeedFailure: 'status-500',
        formsDelayMs: 0,
        formsFailure: null,
        searchDelayMs: 0,
        searchFailure: null,
        digitalWallDelayMs: 0,
        digitalWallFailure: null,
        contentHubDelayMs: 0,
        contentHubFailure: null,
      });
      expect((await get(layoutUrl(faulty, '/', 'en'))).status).toBe(503);
      expect((await get(`${faulty.origin}/feeds/news/en.json`)).status).toBe(500);
    } finally {
      await faulty.close();
    }
  });

  it('refuses invalid faults given at start', async () => {
    await expect(startTestServer({ layoutDelayMs: -1 })).rejects.toThrow(/layoutDelayMs/);
    await expect(startTestServer({ newsFeedFailure: 'boom' as ContentFailure })).rejects.toThrow(/newsFeedFailure/);
    await expect(startTestServer({ formsDelayMs: 1.5 })).rejects.toThrow(/formsDelayMs/);
    await expect(startTestServer({ searchFailure: 'boom' as ContentFailure })).rejects.toThrow(/searchFailure/);
  });
});

describe('close()', () => {
  async function waitFor(condition: () => boolean): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not met in 5 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  function pendingTimeouts(): number {
    return process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
  }

  it.each([
    ['a hung layout request', { layoutFailure: 'hang' as const }],
    ['a delayed layout request', { layoutDelayMs: 60_000 }],
    ['a delayed news feed request', { newsFeedDelayMs: 60_000 }],
    ['a hung news feed request', { newsFeedFailure: 'hang' as const }],
  ])('returns promptly while %s is in flight, leaving no timer behind', async (_name, faults) => {
    const server = await startTestServer(faults);
    const timeoutsBefore = pendingTimeouts();
    const isFeed = 'newsFeedDelayMs' in faults || 'newsFeedFailure' in faults;
    const inFlight = fetch(isFeed ? `${server.origin}/feeds/news/en.json` : layoutUrl(server, '/', 'en')).then(
      (res) => res.status,
      (error: unknown) => error,
    );
    await waitFor(() => (isFeed ? server.stats.newsFeed : server.stats.layout) === 1);

    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await inFlight).toBeInstanceOf(Error);
    expect(pendingTimeouts()).toBeLessThanOrEqual(timeoutsBefore);
  });

  it('can be called twice', async () => {
    const server = await startTestServer();
    await Promise.all([server.close(), server.close()]);
    await server.close();
  });
});
