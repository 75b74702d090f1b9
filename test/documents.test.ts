import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ASSETS_QUERY, type AssetAnswer } from '../src/lib/content-hub.ts';
import { startTestServer, type RunningServer } from './support/server.ts';

/**
 * POST /api/contenthub/get-assets over real HTTP (spec 002 section 7): against the embedded
 * Content Hub the server starts without a CMS, and against a Content Hub of our own
 * (CONTENT_HUB_ENDPOINT) that is slow, failing or answers garbage; hostile bodies; the token never
 * leaves the server.
 */

const PATH = '/api/contenthub/get-assets';
const TOKEN = 'content-hub-token-9d3f1c0b2a7e4f65';
const variables = { categoryIds: ['M.AssetCategory.Policies.en', 'M.AssetCategory.Tariffs.en'], brandId: 'M.Brand.MeridianPorts', count: 5 };

type Mode = 'ok' | 'slow' | 'status-500' | 'status-401' | 'not-json' | 'wrong-shape' | 'graphql-errors' | 'huge' | 'reset';
let mode: Mode = 'ok';
const received: Array<{ token: string | undefined; body: { query?: string; variables?: unknown } }> = [];

let upstream: Server;
let embedded: RunningServer;
let server: RunningServer;
const logLines: string[] = [];
const answered: string[] = [];

function upstreamAnswer(request: IncomingMessage, response: ServerResponse, text: string): void {
  const body = JSON.parse(text) as { query?: string; variables?: unknown };
  received.push({ token: request.headers['x-gql-token'] as string | undefined, body });
  const page = {
    data: {
      allM_Asset: {
        total: 1,
        pageInfo: { hasNext: false, endCursor: 'b2Zmc2V0OjE' },
        results: [
          {
            id: 'x1',
            title: 'Tariff',
            documentDate: '2026-01-01T00:00:00Z',
            urls: { o: { url: 'https://cdn.example/t.pdf', metadata: { extension: 'pdf' } } },
            documentisGated: false,
            disclaimerText: '',
          },
          { id: 'x2', title: 'Evil', documentDate: '2026-01-01T00:00:00Z', urls: { o: { url: 'javascript:alert(1)', metadata: { extension: 'pdf' } } } },
        ],
      },
    },
  };
  const json = (status: number, value: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };
  switch (mode) {
    case 'ok':
      return json(200, page);
    case 'slow':
      setTimeout(() => json(200, page), 1500).unref();
      return;
    case 'status-500':
      return json(500, { message: 'boom' });
    case 'status-401':
      return json(401, { message: 'bad token' });
    case 'not-json':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    case 'wrong-shape':
      return json(200, { data: { allM_Asset: { results: 'many' } } });
    case 'graphql-errors':
      return json(200, { errors: [{ message: 'Cannot query field allM_Asset' }], data: null });
    case 'huge':
      return json(200, { data: { allM_Asset: { pageInfo: { hasNext: false }, results: [], padding: 'x'.repeat(600 * 1024) } } });
    case 'reset':
      request.socket.destroy();
      return;
  }
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => upstreamAnswer(request, response, text));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  [embedded, server] = await Promise.all([
    startTestServer({}),
    startTestServer({ CONTENT_HUB_ENDPOINT: `http://127.0.0.1:${port}/api/graphql/v1`, CONTENT_HUB_TOKEN: TOKEN, CONTENT_HUB_TIMEOUT_MS: '400' }, { logger }),
  ]);
});

afterAll(async () => {
  await Promise.all([embedded?.close(), server?.close()]);
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

afterEach(() => {
  mode = 'ok';
});

async function post(target: RunningServer, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(target.url + PATH, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  answered.push(text, JSON.stringify([...response.headers]));
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    })(),
  };
}

describe('against the embedded Content Hub', () => {
  it('answers pages newest first and the next page after the cursor, no-store', async () => {
    const first = await post(embedded, { query: 'ignored', variables });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const page = (first.json as AssetAnswer).allM_Asset;
    expect(page.results).toHaveLength(5);
    expect(page.total).toBe(15);
    expect(page.pageInfo.hasNext).toBe(true);
    const dates = page.results.map((a) => a.documentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = (await post(embedded, { variables: { ...variables, endCursor: page.pageInfo.endCursor } })).json as AssetAnswer;
    expect(next.allM_Asset.results.map((a) => a.id)).not.toContain(page.results[4]!.id);
    expect(next.allM_Asset.results[0]!.documentDate <= dates[4]!).toBe(true);
  });

  it('answers the Arabic categories in Arabic', async () => {
    const answer = (await post(embedded, { variables: { ...variables, categoryIds: ['M.AssetCategory.Policies.ar'] } })).json as AssetAnswer;
    expect(answer.allM_Asset.results[0]!.title).toMatch(/[\u0600-\u06ff]/);
  });

  it.each([
    ['not JSON', '{"variables":', 400],
    ['an array', '[]', 400],
    ['extra keys', JSON.stringify({ variables, extensions: { persistedQuery: 1 } }), 400],
    ['no categories', JSON.stringify({ variables: { ...variables, categoryIds: [] } }), 400],
    ['an injected brand', JSON.stringify({ variables: { ...variables, brandId: '"){ allM_User { results { id } } }' } }), 400],
    ['a huge count', JSON.stringify({ variables: { ...variables, count: 100000 } }), 400],
    ['a cursor of another server', JSON.stringify({ variables: { ...variables, endCursor: 'bm9wZQ' } }), 502],
    ['__proto__', '{"__proto__":{"polluted":true},"variables":{}}', 400],
    ['a body over 16 KiB', JSON.stringify({ query: 'q'.repeat(20_000), variables }), 413],
  ])('refuses %s', async (_name, body, status) => {
    const response = await post(embedded, body);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({ error: expect.stringMatching(/^CONTENT_HUB_/) });
  });

  it('refuses other content types and methods', async () => {
    expect((await post(embedded, 'variables=1', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const get = await fetch(embedded.url + PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('against a Content Hub of its own (CONTENT_HUB_ENDPOINT)', () => {
  it('sends its own query with the checked variables and the token, never the client query', async () => {
    received.length = 0;
    const response = await post(server, { query: '{ allM_User { results { email } } }', variables });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.token).toBe(TOKEN);
    expect(received[0]!.body.query).toBe(DOCUMENT_ASSETS_QUERY);
    expect(received[0]!.body.variables).toEqual({ ...variables, endCursor: null });
    // The asset without a usable address is dropped.
    expect((response.json as AssetAnswer).allM_Asset.results.map((a) => a.id)).toEqual(['x1']);
  });

  it.each([
    ['slow', 504, 'CONTENT_HUB_TIMEOUT'],
    ['status-500', 503, 'CONTENT_HUB_UNAVAILABLE'],
    ['reset', 503, 'CONTENT_HUB_UNAVAILABLE'],
    ['status-401', 502, 'CONTENT_HUB_BAD_RESPONSE'],
    ['not-json', 502, 'CONTENT_HUB_BAD_RESPONSE'],
    ['wrong-shape', 502, 'CONTENT_HUB_BAD_RESPONSE'],
    ['graphql-errors', 502, 'CONTENT_HUB_BAD_RESPONSE'],
    ['huge', 502, 'CONTENT_HUB_BAD_RESPONSE'],
  ] as const)('answers %s with %i and a log line', async (which, status, code) => {
    mode = which;
    const before = logLines.length;
    const response = await post(server, { variables });
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ error: code });
    const lines = logLines.slice(before).map((line) => JSON.parse(line) as { msg: string; code?: string });
    expect(lines.some((line) => line.msg === 'content hub assets request failed' && line.code === code)).toBe(true);
  });

  it('never shows the token in an answer or a log line', () => {
    expect(answered.length).toBeGreaterThan(10);
    for (const text of [...answered, ...logLines]) expect(text).not.toContain(TOKEN);
  });
});
