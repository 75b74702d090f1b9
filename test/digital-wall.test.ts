import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The digital wall's routes over real HTTP (spec 002 sections 5, 7 and 8): the real server with
 * the embedded staff service (its faults switched per test), and a second one whose
 * DIGITAL_WALL_ENDPOINT is a service of our own that answers what a test tells it to, garbage
 * included; and the page that carries the wall.
 */

const KEY = 'wall-api-key-7d1c0e9b44a24c51';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let rogueHandler: Handler = (_request, response) => response.end();
const rogueRequests: Array<{ url: string; authorization: string | undefined }> = [];
let rogue: Server;
let rogueOrigin: string;

let embedded: RunningServer;
let custom: RunningServer;
const logLines: Array<{ level: number; msg: string; code?: string }> = [];
/** Every body and header the servers answered, to look for keys in. */
const answered: string[] = [];

beforeAll(async () => {
  rogue = createServer((request, response) => {
    rogueRequests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    rogueHandler(request, response);
  });
  await new Promise<void>((resolve) => rogue.listen(0, '127.0.0.1', resolve));
  rogueOrigin = `http://127.0.0.1:${(rogue.address() as AddressInfo).port}`;
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  [embedded, custom] = await Promise.all([
    startTestServer({ DIGITAL_WALL_TIMEOUT_MS: '1000' }, { logger }),
    startTestServer({ DIGITAL_WALL_ENDPOINT: `${rogueOrigin}/wall/v1/`, DIGITAL_WALL_API_KEY: KEY, DIGITAL_WALL_TIMEOUT_MS: '1000' }, { logger }),
  ]);
});

afterAll(async () => {
  await Promise.all([embedded?.close(), custom?.close()]);
  rogue?.closeAllConnections();
  await new Promise((resolve) => rogue?.close(resolve));
});

afterEach(() => {
  if (embedded?.content) {
    embedded.content.faults.digitalWallFailure = null;
    embedded.content.faults.digitalWallDelayMs = 0;
  }
});

async function ask(server: RunningServer, path: string) {
  const response = await get(server, path);
  answered.push(response.text, JSON.stringify([...response.headers]));
  let json: unknown;
  try {
    json = JSON.parse(response.text);
  } catch {
    json = undefined;
  }
  return { ...response, json: json as { success?: boolean; data?: unknown; error?: string; message?: string } };
}

const wallStats = () => embedded.content!.stats.digitalWall;

describe('GET /api/digital-wall/members (embedded staff service)', () => {
  it('answers the approved members only, without their approval flag, kept by CDNs a minute', async () => {
    const response = await ask(embedded, '/api/digital-wall/members');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60, stale-while-revalidate=60');
    const members = response.json.data as Array<Record<string, string>>;
    expect(response.json.success).toBe(true);
    expect(members.length).toBeGreaterThanOrEqual(14);
    const ids = members.map((member) => member.MemberID);
    expect(ids).toContain('1001');
    expect(ids).not.toContain('1017');
    expect(ids).not.toContain('1018');
    expect(members.every((member) => Object.keys(member).sort().join() === 'Department,Description,Fname,Image,Lname,Location,MemberID')).toBe(true);
    // The sample holds every kind of image and some base64 names.
    const images = members.map((member) => member.Image);
    expect(images).toContain('I dont have an image');
    expect(images).toContain('');
    expect(images.some((image) => image!.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    expect(members.find((member) => member.MemberID === '1003')!.Fname).toBe(Buffer.from('José').toString('base64'));
  });
});

describe('GET /api/digital-wall/member/{id}', () => {
  it('answers an approved member', async () => {
    const response = await ask(embedded, '/api/digital-wall/member/1010');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, data: { MemberID: '1010', Location: 'Ras Maysan, United Arab Emirates' } });
  });

  it('answers 404 for a member that is not approved or not there', async () => {
    for (const id of ['1017', '999999']) {
      const response = await ask(embedded, `/api/digital-wall/member/${id}`);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ success: false, error: 'WALL_MEMBER_NOT_FOUND', message: 'Member not found or not approved' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses ids that are not ids, without asking the service', async () => {
    const before = wallStats();
    for (const id of ['..%2F..%2Fmembers', '1001.json', 'a%20b', 'x'.repeat(65), '%00', '1001%3Fq%3D1']) {
      const response = await ask(embedded, `/api/digital-wall/member/${id}`);
      expect(response.status, id).toBe(400);
      expect(response.json).toMatchObject({ success: false, error: 'WALL_BAD_MEMBER_ID' });
    }
    // A dot segment is resolved by the router before any route: not found, nothing asked either.
    expect((await ask(embedded, '/api/digital-wall/member/%2e%2e')).status).not.toBe(200);
    expect(wallStats()).toBe(before);
  });
});

describe('GET /api/secure-image', () => {
  it("serves a portrait of the service's image store, sandboxed, cacheable for an hour", async () => {
    const response = await get(embedded, '/api/secure-image?path=aisha-rahman.svg&public=true&t=1764115200000');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.text).toMatch(/^<svg /);
  });

  it("takes an absolute URL only under the service's own images address", async () => {
    const base = `${embedded.content!.origin}/digital-wall/images/`;
    expect((await get(embedded, `/api/secure-image?path=${encodeURIComponent(`${base}kwame-mensah.svg`)}&public=true`)).status).toBe(200);
    for (const url of [
      `${embedded.content!.origin}/-/media/ports-group/wall/kwame-mensah.svg`,
      'http://169.254.169.254/latest/meta-data/x.png',
      `${base}kwame-mensah.svg?x=1`,
    ]) {
      const response = await ask(embedded, `/api/secure-image?path=${encodeURIComponent(url)}&public=true`);
      expect(response.status, url).toBe(400);
      expect(response.json).toMatchObject({ error: 'SECURE_IMAGE_BAD_PATH' });
    }
  });

  it('refuses hostile paths and parameters before asking the service', async () => {
    const before = wallStats();
    const hostile = [
      'path=..%2Fmembers.svg',
      'path=a%2F..%2F..%2Fb.svg',
      'path=%252e%252e%2Fx.svg',
      'path=..%5Cx.svg',
      'path=%2F%2Fevil.example%2Fx.svg',
      'path=aisha-rahman.svg%00.png',
      'path=members',
      'path=page.html',
      'path=x.svg%0d%0aSet-Cookie:a',
      `path=${'a/'.repeat(11)}x.png`,
      `path=${'a'.repeat(1100)}.png`,
      'path=a.svg&path=b.svg',
      'path=',
    ].map((query) => `${query}&public=true`);
    for (const query of hostile) {
      const response = await ask(embedded, `/api/secure-image?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json, query).toMatchObject({ error: 'SECURE_IMAGE_BAD_PATH' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await ask(embedded, '/api/secure-image?path=aisha-rahman.svg')).json).toMatchObject({ error: 'SECURE_IMAGE_NOT_PUBLIC' });
    expect((await ask(embedded, '/api/secure-image?path=aisha-rahman.svg&public=false')).status).toBe(400);
    expect((await ask(embedded, '/api/secure-image?path=aisha-rahman.svg&public=true&t=now')).json).toMatchObject({ error: 'SECURE_IMAGE_BAD_TIMESTAMP' });
    expect(wallStats()).toBe(before);
  });

  it("passes on the service's not found", async () => {
    const response = await ask(embedded, '/api/secure-image?path=nobody.svg&public=true');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ error: 'SECURE_IMAGE_NOT_FOUND' });
  });
});

describe('a failing staff service (embedded faults)', () => {
  it.each([
    ['status-500', 502, 'WALL_UPSTREAM_STATUS', 'Failed to fetch wall items'],
    ['status-503', 502, 'WALL_UPSTREAM_STATUS', 'Failed to fetch wall items'],
    ['malformed', 502, 'WALL_NOT_JSON', 'Server returned invalid response format'],
    ['reset', 503, 'WALL_UNAVAILABLE', 'Failed to fetch wall items'],
    ['hang', 504, 'WALL_TIMEOUT', 'The wall service took too long to answer. Please try again in a moment.'],
  ] as const)('%s: %i %s, logged, never stored', async (failure, status, code, message) => {
    embedded.content!.faults.digitalWallFailure = failure;
    const response = await ask(embedded, '/api/digital-wall/members');
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ success: false, error: code, message });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(logLines.some((line) => line.code === code && line.level === 40)).toBe(true);
  });

  it('answers 504 when the service is slower than DIGITAL_WALL_TIMEOUT_MS, for members, a member and an image', async () => {
    embedded.content!.faults.digitalWallDelayMs = 3_000;
    for (const path of ['/api/digital-wall/members', '/api/digital-wall/member/1003', '/api/secure-image?path=aisha-rahman.svg&public=true']) {
      const response = await ask(embedded, path);
      expect(response.status, path).toBe(504);
      expect(response.json.error).toBe('WALL_TIMEOUT');
    }
  });
});

describe('a staff service of our own (DIGITAL_WALL_ENDPOINT, DIGITAL_WALL_API_KEY)', () => {
  const json =
    (body: string, type = 'application/json'): Handler =>
    (_request, response) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
  const member = {
    MemberID: 'm-1',
    Image: 'portraits/m1.png',
    Description: 'Hello',
    Fname: 'Ana',
    Lname: 'Lee',
    Location: 'Felixport',
    Department: 'Marine',
    Approved: true,
    Salary: 1,
  };

  it('asks {base}/members with the key and passes on only the member fields', async () => {
    rogueRequests.length = 0;
    rogueHandler = json(JSON.stringify({ success: true, data: [member, { ...member, MemberID: 'm-2', Approved: false }, { MemberID: '../x' }] }));
    const response = await ask(custom, '/api/digital-wall/members');
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual([
      { MemberID: 'm-1', Image: 'portraits/m1.png', Description: 'Hello', Fname: 'Ana', Lname: 'Lee', Location: 'Felixport', Department: 'Marine' },
    ]);
    expect(rogueRequests).toEqual([{ url: '/wall/v1/members', authorization: KEY }]);
  });

  it.each([
    [
      'a page instead of JSON',
      json('<html>oops</html>', 'text/html'),
      'WALL_BAD_CONTENT_TYPE',
      'Invalid response format: the wall service did not answer JSON',
    ],
    ['JSON that does not parse', json('{"success":true,"data":[{'), 'WALL_NOT_JSON', 'Server returned invalid response format'],
    ['success false', json('{"success":false,"error":"db down"}'), 'WALL_NO_DATA', 'No data available'],
    ['data that is not a list', json('{"success":true,"data":{"MemberID":"1"}}'), 'WALL_NO_DATA', 'No data available'],
    ['an empty body', json(''), 'WALL_NOT_JSON', 'Server returned invalid response format'],
    [
      'a redirect',
      ((_request, response) => {
        response.writeHead(302, { location: 'http://169.254.169.254/' });
        response.end();
      }) as Handler,
      'WALL_UPSTREAM_STATUS',
      'Failed to fetch wall items',
    ],
  ])('%s: 502 with the spec text', async (_name, handler, code, message) => {
    rogueHandler = handler;
    const response = await ask(custom, '/api/digital-wall/members');
    expect(response.status).toBe(502);
    expect(response.json).toEqual({ success: false, error: code, message });
  });

  it("never answers with the service's own words", async () => {
    rogueHandler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"success":false,"message":"SQL error near SELECT password"}');
    };
    const response = await ask(custom, '/api/digital-wall/members');
    expect(response.status).toBe(502);
    expect(response.text).not.toContain('SQL');
  });

  it('serves images only of the right type and size', async () => {
    rogueRequests.length = 0;
    rogueHandler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    };
    const ok = await get(custom, '/api/secure-image?path=portraits%2Fm%C3%A9%201.png&public=true');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(rogueRequests).toEqual([{ url: '/wall/v1/images/portraits/m%C3%A9%201.png', authorization: KEY }]);

    rogueHandler = json('<html><script>alert(1)</script></html>', 'text/html');
    expect((await ask(custom, '/api/secure-image?path=m1.png&public=true')).json).toMatchObject({ error: 'SECURE_IMAGE_NOT_AN_IMAGE' });
    // An SVG where the name promised a PNG is not served either.
    rogueHandler = json('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect((await ask(custom, '/api/secure-image?path=m1.png&public=true')).status).toBe(502);
    // Declared up front, so the refusal never races the 1 s budget on a busy machine.
    rogueHandler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(6 * 1024 * 1024) });
      response.end(Buffer.alloc(6 * 1024 * 1024));
    };
    const big = await ask(custom, '/api/secure-image?path=big.jpg&public=true');
    expect(big.status).toBe(502);
    expect(big.json).toMatchObject({ error: 'SECURE_IMAGE_TOO_LARGE' });
  });

  it('answers 504 when the service never answers', async () => {
    rogueHandler = () => undefined;
    const response = await ask(custom, '/api/digital-wall/member/m-1');
    expect(response.status).toBe(504);
  });

  it('never shows a key in an answer', () => {
    expect(answered.length).toBeGreaterThan(20);
    const keys = [KEY, embedded.content!.apiKey];
    expect(answered.filter((text) => keys.some((key) => text.includes(key)))).toEqual([]);
  });
});

describe('the our-people page', () => {
  it.each([
    ['/about/our-people', 'ltr', 'Voices from our ports', 'Loading wall items...'],
    ['/ar/about/our-people', 'rtl', 'أصوات من موانئنا', 'جارٍ تحميل عناصر الجدار...'],
  ])('%s renders the wall as an island in its loading state', async (path, dir, headline, loading) => {
    const response = await get(embedded, path);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`dir="${dir}"`);
    expect(response.text).toContain('data-island="digital-wall"');
    expect(response.text).toContain(headline);
    expect(response.text).toContain(loading);
    // The list is not in the page: it is fetched and shuffled in the browser.
    expect(response.text).not.toContain('Aisha');
  });
});
