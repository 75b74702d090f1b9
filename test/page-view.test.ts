import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type RunningServer } from './support/server.ts';
import { UNDER_LOAD } from './support/under-load.ts';

/**
 * Page-view tracking over real HTTP (issue 5 item 7, spec 000 section 7): our route takes the
 * browser's event and the embedded data platform records what the server forwards.
 */

const PATH = '/api/events/page-view';
const EVENT = { channel: 'WEB', currency: 'USD', page: 'about', pageVariantId: '3e0a2f20b3255e57881fff6648d08575_en_default', language: 'en' };

let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'page-view-test-'));
  server = await startTestServer({ CONTENT_DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function send(body: unknown, headers: Record<string, string> = { origin: server.url }) {
  return fetch(server.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('POST /api/events/page-view', () => {
  it('answers 202 at once and forwards a VIEW event that the data platform records', async () => {
    const response = await send(EVENT);
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'accepted' });

    const recorded = await vi.waitFor(() => {
      const found = server.content!.cdpEvents.find((entry) => entry.event.pageVariantId === EVENT.pageVariantId);
      if (!found) throw new Error('not recorded yet');
      return found;
    }, UNDER_LOAD);
    expect(recorded.event).toEqual({ type: 'VIEW', ...EVENT, pos: 'ports-group', requestedAt: expect.any(String) });
    await vi.waitFor(async () => {
      const file = await readFile(path.join(dataDir, 'cdp', 'events.jsonl'), 'utf8');
      expect(file).toContain(EVENT.pageVariantId);
    }, UNDER_LOAD);
  });

  it('refuses another origin (403), bodies that are not the event (400) and large bodies (413), forwarding none', async () => {
    const before = server.content!.cdpEvents.length;
    expect((await send(EVENT, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ ...EVENT, visitorEmail: 'a@b.c' })).status).toBe(400);
    expect((await send({ ...EVENT, channel: 'APP' })).status).toBe(400);
    expect((await send({ ...EVENT, page: 'x'.repeat(5000) })).status).toBe(413);
    const broken = await fetch(server.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: '{"channel":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'EVENT_BAD_REQUEST' });
    expect((await fetch(server.url + PATH)).status).toBe(405);
    expect(server.content!.cdpEvents.length).toBe(before);
  });
});
