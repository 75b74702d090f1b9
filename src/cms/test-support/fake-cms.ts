/**
 * Test support: a real HTTP server on loopback that plays the CMS, and the harness the CMS unit
 * tests build on it (the CMS answers they replay are in protocol-fixtures.ts). Only tests import
 * this file.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import type { CmsConfig } from '../cms-config.ts';
import type { CmsLog } from '../cms-log.ts';
import { createGraphqlClient, type GraphqlClient } from '../graphql-client.ts';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http-client.ts';

export interface RecordedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived, to measure waits between attempts. */
  at: number;
}

export type FakeHandler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeCms {
  origin: string;
  requests: RecordedRequest[];
  /** Swaps the behaviour mid-test (the CMS publishes, or goes down). */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeCms(initial: FakeHandler): Promise<FakeCms> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      requests.push(recorded);
      void handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close() {
      // Handlers that never answer keep sockets open; end them so close() can finish.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a CMS unit test starts from: the fake CMS and clients pointed at it. */
export interface FakeCmsSetup {
  cms: FakeCms;
  /** Without retries unless asked, so a failure shows at once. */
  http: HttpClient;
  config: CmsConfig;
  log: RecordingLog;
  graphql: GraphqlClient;
}

export interface FakeCmsOptions {
  /** Config overrides; as a function, given the fake CMS's origin. */
  config?: Partial<CmsConfig> | ((origin: string) => Partial<CmsConfig>);
  http?: Partial<HttpClientOptions>;
}

/**
 * A `start(handler, options?)` for the current test file: it starts a fake CMS answering with
 * `handler`, builds the clients of `FakeCmsSetup` (plus whatever `build` makes from them, which wins
 * on a shared name) and closes client and CMS when the test finishes. `defaults` apply to each start.
 */
export function useFakeCms<T extends object = object>(
  build: (setup: FakeCmsSetup) => T = () => ({}) as T,
  defaults: FakeCmsOptions = {},
): (handler: FakeHandler, options?: FakeCmsOptions) => Promise<Omit<FakeCmsSetup, keyof T> & T> {
  return async (handler, options = {}) => {
    const cms = await startFakeCms(handler);
    const http = createHttpClient({ timeoutMs: 1_000, retries: 0, ...defaults.http, ...options.http }, recordingLog());
    onTestFinished(async () => {
      await http.close();
      await cms.close();
    });
    const overrides = (o: FakeCmsOptions['config']) => (typeof o === 'function' ? o(cms.origin) : o);
    const config = testConfig(cms.origin, { ...overrides(defaults.config), ...overrides(options.config) });
    const log = recordingLog();
    const setup: FakeCmsSetup = { cms, http, config, log, graphql: createGraphqlClient(config, http, log) };
    return { ...setup, ...build(setup) };
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

/** The GraphQL operation name and variables of a recorded POST. */
export function graphqlCall(req: RecordedRequest): { operation: string; variables: Record<string, unknown> } {
  const { query, variables } = JSON.parse(req.body) as { query: string; variables: Record<string, unknown> };
  return { operation: /query\s+(\w+)/.exec(query)?.[1] ?? '', variables };
}

export function testConfig(origin: string, overrides: Partial<CmsConfig> = {}): CmsConfig {
  return {
    apiHost: origin,
    apiKey: 'test-key',
    siteName: 'corporate',
    layoutApi: 'rest',
    graphqlEndpoint: `${origin}/sitecore/api/graph/edge`,
    settingsPath: '/sitecore/content/corporate/Settings',
    cacheMaxBytes: 10 * 1024 * 1024,
    cacheTtlMs: 60_000,
    timeoutMs: 1_000,
    retries: 2,
    ...overrides,
  };
}

export interface RecordingLog extends CmsLog {
  warnings: unknown[][];
}

export function recordingLog(): RecordingLog {
  const warnings: unknown[][] = [];
  return { warnings, warn: (...args) => void warnings.push(args), error: () => undefined, debug: () => undefined };
}

export function layoutJson(routeName: string | null): { sitecore: { context: object; route: object | null } } {
  return {
    sitecore: {
      context: { pageEditing: false, site: { name: 'corporate' }, language: 'en' },
      route: routeName === null ? null : { name: routeName, placeholders: {} },
    },
  };
}
