/**
 * Helpers for the content server's own tests: real HTTP against a server on a free loopback port.
 * Not used by the server itself.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { type ContentServer, startContentServer } from './content-server.ts';
import type { ContentFaults } from './faults.ts';

export const TEST_API_KEY = 'test-api-key-0123456789';

export function startTestServer(faults?: Partial<ContentFaults>): Promise<ContentServer> {
  return startContentServer({ apiKey: TEST_API_KEY, ...(faults ? { faults } : {}) });
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (a leading BOM removed), or undefined when it is not JSON. */
  json: unknown;
}

export async function get(url: string, init: RequestInit = {}): Promise<TestResponse> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: parseJson(text) };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

export function layoutUrl(server: ContentServer, item: string, language: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ item, sc_lang: language, sc_apikey: server.apiKey, sc_site: server.siteName, ...extra });
  return `${server.origin}/sitecore/api/layout/render/jss?${query}`;
}

export async function graphql(
  server: ContentServer,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = { sc_apikey: server.apiKey },
  path = '/sitecore/api/graph/edge',
): Promise<TestResponse> {
  return get(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

/** The four queries of docs/cms-protocol.md, verbatim, by operation name. */
export function protocolQueries(): Record<'LayoutQuery' | 'DictionarySiteQuery' | 'SiteSettingsQuery' | 'ErrorPagesQuery', string> {
  const doc = readFileSync(new URL('../../docs/cms-protocol.md', import.meta.url), 'utf8');
  const found: Record<string, string> = {};
  for (const match of doc.matchAll(/```graphql\n([\s\S]*?)```/g)) {
    const query = match[1] ?? '';
    const name = /query\s+(\w+)/.exec(query)?.[1];
    if (name) found[name] = query;
  }
  const pick = (name: string): string => {
    const query = found[name];
    if (!query) throw new Error(`docs/cms-protocol.md has no ${name}`);
    return query;
  };
  return {
    LayoutQuery: pick('LayoutQuery'),
    DictionarySiteQuery: pick('DictionarySiteQuery'),
    SiteSettingsQuery: pick('SiteSettingsQuery'),
    ErrorPagesQuery: pick('ErrorPagesQuery'),
  };
}

/**
 * A GET with the path sent exactly as written (fetch would normalise `..` and backslashes away).
 * Resolves with the status, or rejects when the connection fails.
 */
export function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
