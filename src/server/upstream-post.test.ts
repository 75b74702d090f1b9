import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamPost } from './upstream-post.ts';

/** A service on loopback whose behaviour is chosen by path; it counts the requests that reach it. */
let service: Server;
let origin: string;
const arrivals: Array<{ path: string; body: string; headers: IncomingMessage['headers'] }> = [];

const behaviours: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok': (_req, res) => res.writeHead(201, { 'content-type': 'application/json' }).end('{"stored":true}'),
  '/redirect': (_req, res) => res.writeHead(307, { location: '/ok' }).end(),
  '/reset': (req) => req.socket.destroy(),
  '/hang': () => undefined,
  '/huge': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(`"${'x'.repeat(100_000)}"`),
};

beforeAll(async () => {
  service = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      arrivals.push({ path: req.url ?? '', body, headers: req.headers });
      (behaviours[req.url ?? ''] ?? ((_q, r) => r.writeHead(404).end()))(req, res);
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});

afterAll(async () => {
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

function arrived(path: string): number {
  return arrivals.filter((arrival) => arrival.path === path).length;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('createUpstreamPost', () => {
  it('posts JSON with the given headers and hands back the answer', async () => {
    const post = createUpstreamPost({ timeoutMs: 2_000 });
    try {
      const result = await post(`${origin}/ok`, { a: 1 }, { 'x-api-key': 'k' });
      expect(result).toEqual({ kind: 'answered', status: 201, contentType: 'application/json', body: '{"stored":true}', attempts: 1 });
      const last = arrivals.at(-1)!;
      expect(last.body).toBe('{"a":1}');
      expect(last.headers['content-type']).toBe('application/json');
      expect(last.headers['x-api-key']).toBe('k');
    } finally {
      await post.close();
    }
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const post = createUpstreamPost({ timeoutMs: 2_000 });
    const before = arrived('/ok');
    try {
      expect(await post(`${origin}/redirect`, {})).toMatchObject({ kind: 'answered', status: 307 });
      expect(arrived('/ok')).toBe(before);
    } finally {
      await post.close();
    }
  });

  it('retries once, after a pause, when the connection is refused (provably never sent)', async () => {
    const post = createUpstreamPost({ timeoutMs: 2_000 });
    try {
      const result = await post(`http://127.0.0.1:${await closedPort()}/x`, {});
      expect(result).toMatchObject({ kind: 'not-sent', attempts: 2, detail: expect.stringContaining('ECONNREFUSED') });
    } finally {
      await post.close();
    }
  });

  it('does not retry a connection that broke after the request was sent', async () => {
    const post = createUpstreamPost({ timeoutMs: 2_000 });
    try {
      expect(await post(`${origin}/reset`, {})).toMatchObject({ kind: 'failed', attempts: 1 });
      expect(arrived('/reset')).toBe(1);
    } finally {
      await post.close();
    }
  });

  it('gives up after the timeout, without retrying', async () => {
    const post = createUpstreamPost({ timeoutMs: 200 });
    try {
      expect(await post(`${origin}/hang`, {})).toMatchObject({ kind: 'timeout', attempts: 1 });
      expect(arrived('/hang')).toBe(1);
    } finally {
      await post.close();
    }
  });

  it('refuses an answer larger than allowed', async () => {
    const post = createUpstreamPost({ timeoutMs: 2_000, maxAnswerBytes: 1024 });
    try {
      expect(await post(`${origin}/huge`, {})).toMatchObject({ kind: 'failed', detail: expect.stringContaining('more than 1024 bytes') });
    } finally {
      await post.close();
    }
  });
});
