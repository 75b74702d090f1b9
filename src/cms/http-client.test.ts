import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CmsError } from './errors.ts';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';
import { describeRequestJsonOver } from './http-client.suite.ts';
import { recordingLog, sendJson, useFakeCms, type FakeHandler } from './test-support/fake-cms.ts';
import { OUR_FIXTURES } from './test-support/protocol-fixtures.ts';

const start = useFakeCms();
const setup = (handler: FakeHandler, options: Partial<HttpClientOptions> = {}) => start(handler, { http: { retries: 2, ...options } });

/** Answers each request with the next handler of the list; the last one repeats. */
function inTurn(...handlers: FakeHandler[]): FakeHandler {
  let call = 0;
  return (req, res) => handlers[Math.min(call++, handlers.length - 1)]!(req, res);
}

async function failure(promise: Promise<unknown>): Promise<CmsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CmsError);
  return error as CmsError;
}

describe('requestJson', () => {
  it('parses a JSON answer and reports its size', async () => {
    const { cms, http } = await setup((_req, res) => sendJson(res, 200, { hello: 'world' }));
    const response = await http.requestJson(`${cms.origin}/x`);
    expect(response).toEqual({ status: 200, json: { hello: 'world' }, bytes: 17 });
  });

  it('strips a UTF-8 byte order mark before parsing', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]);
    const { cms, http } = await setup((_req, res) => sendJson(res, 200, body));
    expect((await http.requestJson(`${cms.origin}/`)).json).toEqual({ a: 1 });
  });

  it('returns a 404 instead of throwing, with json null when its body is not JSON', async () => {
    const { cms, http } = await setup(
      inTurn(
        (_req, res) => sendJson(res, 404, { sitecore: { route: null } }),
        (_req, res) => sendJson(res, 404, '<html>Not found</html>'),
      ),
    );
    expect(await http.requestJson(`${cms.origin}/a`)).toMatchObject({ status: 404, json: { sitecore: { route: null } } });
    expect(await http.requestJson(`${cms.origin}/b`)).toMatchObject({ status: 404, json: null });
    expect(cms.requests).toHaveLength(2);
  });

  it('sends method, headers and body as given', async () => {
    const { cms, http } = await setup((_req, res) => sendJson(res, 200, {}));
    await http.requestJson(`${cms.origin}/graph?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sc_apikey: 'k' },
      body: '{"query":"{a}"}',
    });
    expect(cms.requests[0]).toMatchObject({
      method: 'POST',
      url: '/graph?x=1',
      body: '{"query":"{a}"}',
      headers: { sc_apikey: 'k', 'content-type': 'application/json', accept: 'application/json' },
    });
  });
});

describe('retries', () => {
  it('retries a 503 and returns the answer that follows', async () => {
    const { cms, http } = await setup(
      inTurn(
        (_req, res) => sendJson(res, 503, 'busy'),
        (_req, res) => sendJson(res, 200, { ok: true }),
      ),
    );
    expect((await http.requestJson(`${cms.origin}/`)).json).toEqual({ ok: true });
    expect(cms.requests).toHaveLength(2);
  });

  it.each([429, 502, 504])('retries a %i', async (status) => {
    const { cms, http } = await setup(
      inTurn(
        (_req, res) => sendJson(res, status, {}),
        (_req, res) => sendJson(res, 200, { ok: true }),
      ),
    );
    expect((await http.requestJson(`${cms.origin}/`)).json).toEqual({ ok: true });
    expect(cms.requests).toHaveLength(2);
  });

  it('waits as long as Retry-After asks', async () => {
    const { cms, http } = await setup(
      inTurn(
        (_req, res) => sendJson(res, 503, {}, { 'retry-after': '1' }),
        (_req, res) => sendJson(res, 200, { ok: true }),
      ),
    );
    await http.requestJson(`${cms.origin}/`);
    const [first, second] = cms.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('caps a long Retry-After instead of making the visitor wait an hour', async () => {
    const { cms, http } = await setup(
      inTurn(
        (_req, res) => sendJson(res, 429, {}, { 'retry-after': '3600' }),
        (_req, res) => sendJson(res, 200, { ok: true }),
      ),
    );
    // Resolving at all (within the test timeout) shows the cap.
    expect((await http.requestJson(`${cms.origin}/`)).json).toEqual({ ok: true });
  });

  it('gives up after the configured retries with CMS_UNAVAILABLE', async () => {
    const { cms, http } = await setup((_req, res) => sendJson(res, 503, {}), { retries: 2 });
    const error = await failure(http.requestJson(`${cms.origin}/`));
    expect(error).toMatchObject({ code: 'CMS_UNAVAILABLE', status: 502 });
    expect(cms.requests).toHaveLength(3);
  });

  it('retries a connection reset', async () => {
    const { cms, http } = await setup(
      inTurn(
        (_req, res) => {
          res.socket?.destroy();
        },
        (_req, res) => sendJson(res, 200, { ok: true }),
      ),
    );
    expect((await http.requestJson(`${cms.origin}/`)).json).toEqual({ ok: true });
    expect(cms.requests).toHaveLength(2);
  });

  it('reports a refused connection as CMS_UNAVAILABLE after retrying', async () => {
    const port = await closedPort();
    const http = createHttpClient({ timeoutMs: 1_000, retries: 1 }, recordingLog());
    onTestFinished(() => http.close());
    const error = await failure(http.requestJson(`http://127.0.0.1:${port}/`));
    expect(error).toMatchObject({ code: 'CMS_UNAVAILABLE', status: 502 });
    expect(error.message).toContain('ECONNREFUSED');
  });

  it.each([
    [400, 'CMS_BAD_RESPONSE'],
    [500, 'CMS_UNAVAILABLE'],
    [401, 'CMS_UNAUTHORIZED'],
    [403, 'CMS_UNAUTHORIZED'],
  ] as const)('does not retry a %i (%s, status 502)', async (status, code) => {
    const { cms, http } = await setup((_req, res) => sendJson(res, status, {}));
    expect(await failure(http.requestJson(`${cms.origin}/`))).toMatchObject({ code, status: 502 });
    expect(cms.requests).toHaveLength(1);
  });
});

describe('failures', () => {
  it('turns a CMS that never answers into CMS_TIMEOUT (504)', async () => {
    const { cms, http } = await setup(() => undefined, { timeoutMs: 200 });
    expect(await failure(http.requestJson(`${cms.origin}/`))).toMatchObject({ code: 'CMS_TIMEOUT', status: 504 });
    expect(cms.requests).toHaveLength(1); // a timeout is not retried: the visitor is already waiting
  });

  it('times out a body that stops halfway', async () => {
    const { cms, http } = await setup(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"sitecore":');
      },
      { timeoutMs: 200 },
    );
    expect(await failure(http.requestJson(`${cms.origin}/`))).toMatchObject({ code: 'CMS_TIMEOUT' });
  });

  it('rejects malformed JSON with CMS_BAD_RESPONSE', async () => {
    const { cms, http } = await setup((_req, res) => sendJson(res, 200, '{"sitecore": {'));
    expect(await failure(http.requestJson(`${cms.origin}/`))).toMatchObject({ code: 'CMS_BAD_RESPONSE', status: 502 });
  });

  it('does not follow a redirect', async () => {
    const { cms, http } = await setup((req, res) => {
      if (req.url === '/moved') return sendJson(res, 200, { followed: true });
      res.writeHead(302, { location: '/moved' }).end();
    });
    expect(await failure(http.requestJson(`${cms.origin}/`))).toMatchObject({ code: 'CMS_BAD_RESPONSE' });
    expect(cms.requests.map((r) => r.url)).toEqual(['/']);
  });

  it('refuses a body over the size limit, declared or streamed', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(4096) });
    const { cms, http } = await setup(
      inTurn(
        (_req, res) => sendJson(res, 200, big),
        (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' }); // chunked: no length up front
          res.write(big.slice(0, 2000));
          res.end(big.slice(2000));
        },
      ),
      { maxBodyBytes: 1024 },
    );
    expect(await failure(http.requestJson(`${cms.origin}/a`))).toMatchObject({ code: 'CMS_BAD_RESPONSE' });
    expect(await failure(http.requestJson(`${cms.origin}/b`))).toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });

  it('never puts the query string (and so the API key) in an error message', async () => {
    const { cms, http } = await setup((_req, res) => sendJson(res, 401, {}));
    const error = await failure(http.requestJson(`${cms.origin}/layout?sc_apikey=secret-key`));
    expect(error.message).toContain('/layout');
    expect(error.message).not.toContain('secret-key');
  });

  it('can be closed twice', async () => {
    const { http } = await setup((_req, res) => sendJson(res, 200, {}));
    await http.close();
    await http.close(); // shutdown paths may overlap; the second call must not throw
  });

  it("passes the caller's abort through as is, not as a CMS fault", async () => {
    const { cms, http } = await setup(() => undefined);
    const controller = new AbortController();
    const pending = http.requestJson(`${cms.origin}/`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('visitor left')), 50);
    await expect(pending).rejects.toThrow('visitor left');
  });
});

/** A loopback port that was just free: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeRequestJsonOver(OUR_FIXTURES);
