import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE } from '../../lib/personalize-layout.ts';
import { createDecisionClient, readAnswer, type DecisionClient } from './decision-client.ts';
import { BREAKER_FAILURES, BREAKER_OPEN_MS, createPersonalizer } from './personalizer.ts';

const PAGE_A = '5f0c3a1e9b7d4c2a8e6f1d3b5a7c9e0f';
const PAGE_B = '9a1d2c3b4e5f60718293a4b5c6d7e8f9';
const COMPONENT = `1f2e3d4c5b6a79880716253443526170_${'0'.repeat(32)}`;
const PAGE = { site: 'ports-group', pageId: 'home-id', language: 'en', variantIds: [PAGE_A, PAGE_B, COMPONENT] };
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const visitor = (headers: Record<string, string> = {}, url = '/') => ({ url, headers: { 'user-agent': PERSON, ...headers } }) as unknown as FastifyRequest;
const INPUTS = { countryHeader: 'cf-ipcountry', ownHosts: [] };
const quiet = { warn: () => undefined, info: () => undefined };

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A decision service on loopback that records what it is asked. */
async function service(handler: Handler) {
  const asked: Array<{ body: Record<string, unknown>; key: string | undefined }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      asked.push({ body, key: req.headers.sc_apikey as string | undefined });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/personalize/v1/decision`;
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { endpoint, asked };
}

function client(endpoint: string, timeoutMs = 400): { client: DecisionClient; warnings: string[] } {
  const warnings: string[] = [];
  const made = createDecisionClient({ endpoint, apiKey: 'key-1', timeoutMs, log: { warn: (_obj, msg) => void warnings.push(msg) } });
  closers.push(() => made.close());
  return { client: made, warnings };
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('the decision client', () => {
  it('asks with the page, its variants and the inputs, and takes the choice among the page\u2019s variants', async () => {
    const { endpoint, asked } = await service((_body, _req, res) => json(res, 200, { variantId: PAGE_A, componentVariantIds: [COMPONENT, 'other_1'] }));
    const { client: decisions } = client(endpoint);
    const answer = await decisions.decide({ ...PAGE, inputs: { country: 'SA', visitor: 'new', device: 'desktop', language: 'en' } });
    expect(answer).toEqual({ choice: { variantId: PAGE_A, componentVariantIds: [COMPONENT] }, answered: true });
    expect(asked[0]).toEqual({
      key: 'key-1',
      body: {
        site: 'ports-group',
        pageId: 'home-id',
        language: 'en',
        variantIds: PAGE.variantIds,
        inputs: { country: 'SA', visitor: 'new', device: 'desktop', language: 'en' },
      },
    });
  });

  it('gives the default and a log line for a slow, failing, wrong or unreachable service, within the budget', async () => {
    const slow = await service((_body, _req, res) => setTimeout(() => json(res, 200, { variantId: PAGE_A }), 1_500));
    const failing = await service((_body, _req, res) => json(res, 503, { error: 'down' }));
    const wrong = await service((_body, _req, res) => res.writeHead(200).end('<html>'));
    for (const [endpoint, timeoutMs] of [
      [slow.endpoint, 150],
      [failing.endpoint, 400],
      [wrong.endpoint, 400],
      ['http://127.0.0.1:9/personalize/v1/decision', 400],
    ] as const) {
      const { client: decisions, warnings } = client(endpoint, timeoutMs);
      const started = performance.now();
      expect(await decisions.decide({ ...PAGE, inputs: { visitor: 'new', device: 'desktop', language: 'en' } })).toEqual({
        choice: DEFAULT_CHOICE,
        answered: false,
      });
      expect(performance.now() - started).toBeLessThan(timeoutMs + 1_000);
      expect(warnings).toHaveLength(1);
    }
  });

  it('reads only answers of the protocol', () => {
    expect(readAnswer({ variantId: null }, PAGE.variantIds)).toEqual(DEFAULT_CHOICE);
    expect(readAnswer({ variantId: 'not-ours', componentVariantIds: [] }, PAGE.variantIds)).toEqual(DEFAULT_CHOICE);
    // A component variant is not a page variant.
    expect(readAnswer({ variantId: COMPONENT }, PAGE.variantIds)).toEqual(DEFAULT_CHOICE);
    for (const body of [null, [], 'x', { variantId: 5 }, { componentVariantIds: 'a_b' }, { componentVariantIds: [1] }]) {
      expect(() => readAnswer(body, PAGE.variantIds)).toThrow();
    }
  });
});

describe('the personalizer', () => {
  it('asks once per set of inputs, then answers from its cache; one call for concurrent visitors', async () => {
    const { endpoint, asked } = await service((body, _req, res) => {
      const inputs = body.inputs as Record<string, string>;
      setTimeout(() => json(res, 200, { variantId: inputs.country === 'SA' ? PAGE_A : null }), 30);
    });
    const personalizer = createPersonalizer({ client: client(endpoint).client, ttlMs: 60_000, log: quiet });
    const saudi = () => personalizer.choose(visitor({ 'cf-ipcountry': 'SA' }), PAGE, INPUTS);
    const [first, second] = await Promise.all([saudi(), saudi()]);
    expect(first).toEqual({ choice: { variantId: PAGE_A, componentVariantIds: [] }, source: 'service' });
    expect(second.choice).toEqual(first.choice);
    expect(await saudi()).toEqual({ choice: first.choice, source: 'cache' });
    expect((await personalizer.choose(visitor({ 'cf-ipcountry': 'FR' }), PAGE, INPUTS)).choice).toEqual(DEFAULT_CHOICE);
    expect(asked).toHaveLength(2);
    expect(personalizer.stats()).toMatchObject({ calls: 2, hits: 1, failures: 0 });
  });

  it('gives crawlers the default without a call', async () => {
    const { endpoint, asked } = await service((_body, _req, res) => json(res, 200, { variantId: PAGE_A }));
    const personalizer = createPersonalizer({ client: client(endpoint).client, ttlMs: 60_000, log: quiet });
    const crawler = visitor({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'cf-ipcountry': 'SA' });
    expect(await personalizer.choose(crawler, PAGE, INPUTS)).toEqual({ choice: DEFAULT_CHOICE, source: 'default' });
    expect(asked).toHaveLength(0);
  });

  it('keeps a failed call\u2019s default for a while: a service that is down delays each set of inputs once', async () => {
    const { endpoint, asked } = await service((_body, _req, res) => json(res, 500, {}));
    const personalizer = createPersonalizer({ client: client(endpoint).client, ttlMs: 60_000, log: quiet });
    for (let i = 0; i < 3; i++) expect((await personalizer.choose(visitor({ 'cf-ipcountry': 'SA' }), PAGE, INPUTS)).choice).toEqual(DEFAULT_CHOICE);
    expect(asked).toHaveLength(1);
    expect(personalizer.stats()).toMatchObject({ calls: 1, failures: 1, hits: 2 });
  });

  it('rests a service that keeps failing: made-up inputs cannot queue calls to it, then it is asked again', async () => {
    let down = true;
    const { endpoint, asked } = await service((_body, _req, res) => (down ? json(res, 500, {}) : json(res, 200, { variantId: PAGE_A })));
    let clock = 1_000_000;
    const lines: string[] = [];
    const personalizer = createPersonalizer({
      client: client(endpoint).client,
      ttlMs: 60_000,
      log: { warn: (_obj, msg) => void lines.push(msg), info: (_obj, msg) => void lines.push(msg) },
      now: () => clock,
    });
    // A new campaign name each time: no decision to reuse.
    const campaign = (i: number) => visitor({}, `/?utm_campaign=made-up-${i}`);
    for (let i = 0; i < BREAKER_FAILURES + 20; i++) expect((await personalizer.choose(campaign(i), PAGE, INPUTS)).choice).toEqual(DEFAULT_CHOICE);
    expect(asked).toHaveLength(BREAKER_FAILURES);
    expect(lines.filter((line) => line.includes('without asking'))).toHaveLength(1);
    // Once the pause is over, it is asked again, and answers.
    down = false;
    clock += BREAKER_OPEN_MS;
    expect(await personalizer.choose(campaign(1_000), PAGE, INPUTS)).toEqual({ choice: { variantId: PAGE_A, componentVariantIds: [] }, source: 'service' });
    expect(lines.at(-1)).toBe('personalisation service answers again');
  });
});
