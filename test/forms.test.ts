import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../src/content-server/index.ts';
import { NO_FAULTS } from '../src/content-server/index.ts';
import { startTestServer, type RunningServer } from './support/server.ts';

/**
 * The enquiry form's submit route over real HTTP (issue 5 item 5, forms contract section 3): the
 * real server, the embedded content server as CMS and forms system, submissions on disk.
 */

const FORM_ID = '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10';
const SETTINGS_ID = '5ce6bc26-4267-5206-927b-18eceb3fb607';
const PATH = '/api/forms/submit';
/** This file sends far more than a visitor would from one address: the limit has its own test (rate-limits.test.ts). */
const NO_RATE_LIMIT = { RATE_LIMIT_FORMS_PER_MIN: '0' };
/** Personal data no log line may contain. */
const EMAIL = 'amal.haddad.7731@example.org';
const MESSAGE = 'Quote for forty reefer containers, please (unique-text-5521).';
const VALID = {
  firstName: 'Amal',
  lastName: 'Haddad',
  email: EMAIL,
  phone: '+971 4 555 0100',
  company: 'Gulf Freight',
  country: 'ae',
  topic: 'logistics',
  message: MESSAGE,
  consent: 'on',
};

let dataDir: string;
let server: RunningServer;
const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forms-test-'));
  server = await startTestServer({ CONTENT_DATA_DIR: dataDir, FORMS_TIMEOUT_MS: '1000', CMS_TIMEOUT_MS: '1000', ...NO_RATE_LIMIT }, { logger });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function body(overrides: Record<string, unknown> = {}) {
  return {
    formId: FORM_ID,
    language: 'en',
    submissionId: randomUUID(),
    pageUrl: 'https://www.example.com/contact',
    fields: { ...VALID },
    hidden: { gaClientId: 'GA1.1.123.456', consentCode: 'G111', pageUrl: 'https://www.example.com/contact' },
    ...overrides,
  };
}

interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown> | undefined;
}

async function submit(target: RunningServer, payload: unknown, headers: Record<string, string> = {}, raw?: string): Promise<Answer> {
  const response = await fetch(target.url + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.url, ...headers },
    body: raw ?? JSON.stringify(payload),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json };
}

/** A plain HTML form post (no JavaScript): urlencoded, from our own page. */
function postPlain(body: string): Promise<Answer> {
  return submit(server, undefined, { 'content-type': 'application/x-www-form-urlencoded' }, body);
}

async function stored(): Promise<StoredSubmission[]> {
  const text = await readFile(path.join(dataDir, 'forms', 'submissions.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredSubmission);
}

async function storedWith(submissionId: string): Promise<StoredSubmission[]> {
  return (await stored()).filter((line) => line.submissionId === submissionId);
}

describe('a valid submission', () => {
  it('is stored as exactly one line and answered 200 success, no-store', async () => {
    const sent = body();
    const answer = await submit(server, sent);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'success', submissionId: sent.submissionId });
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const lines = await storedWith(sent.submissionId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      formId: FORM_ID,
      formName: 'enquiry',
      language: 'en',
      pageUrl: 'https://www.example.com/contact',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      fields: { ...VALID, consent: 'true' },
      hidden: sent.hidden,
    });
    expect(Object.keys(lines[0]!.fields)).toEqual(Object.keys(VALID));
  });

  it('sent twice with one submissionId is stored once, and both answers are success', async () => {
    const sent = body();
    const first = await submit(server, sent);
    const second = await submit(server, { ...sent, fields: { ...VALID, company: 'Changed Ltd' } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toEqual({ status: 'success', submissionId: sent.submissionId });
    const lines = await storedWith(sent.submissionId);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields.company).toBe('Gulf Freight');
  });

  it('sent many times at once is stored once', async () => {
    const sent = body();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(server, sent)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await storedWith(sent.submissionId)).toHaveLength(1);
  });

  it('in Arabic is validated against the Arabic definition (same names and option values)', async () => {
    const sent = body({ language: 'ar', fields: { ...VALID, firstName: 'أمل', message: 'نرغب في عرض سعر.' } });
    expect((await submit(server, sent)).status).toBe(200);
    expect((await storedWith(sent.submissionId))[0]).toMatchObject({ language: 'ar', fields: { firstName: 'أمل' } });
  });

  it('drops hidden inputs with names outside the allowed pattern and keeps the rest, trimmed', async () => {
    const sent = body({ hidden: { 'crm.visitor_id123': '  abc  ', 'bad name': 'x', '<script>': 'y', long: 'z'.repeat(600) } });
    expect((await submit(server, sent)).status).toBe(200);
    expect((await storedWith(sent.submissionId))[0]?.hidden).toEqual({ 'crm.visitor_id123': 'abc' });
  });

  it('from a page without JavaScript (urlencoded) is stored and answered 303 back to the page', async () => {
    const form = new URLSearchParams({ formId: FORM_ID, language: 'en', submissionId: '', pageUrl: `${server.url}/contact?x=1#enquiry` });
    for (const [name, value] of Object.entries(VALID)) form.set(`field.${name}`, value);
    form.set('hidden.datasourceId', '{ABC}');
    const response = await postPlain(form.toString());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?x=1&form=success#enquiry');
    const line = (await stored()).find((entry) => entry.hidden.datasourceId === '{ABC}');
    expect(line?.submissionId).toMatch(/^[0-9a-f-]{36}$/);

    form.set('field.email', 'not-an-email');
    form.set('pageUrl', 'https://evil.example/phish');
    const invalid = await postPlain(form.toString());
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe('/?form=error');
  });
});

describe('prototype keys and control characters', () => {
  it('a plain HTML post with hidden.__proto__ is stored without it (the forms system would refuse it: a false 502)', async () => {
    const form = new URLSearchParams({ formId: FORM_ID, language: 'en', submissionId: randomUUID(), pageUrl: '/contact' });
    for (const [name, value] of Object.entries(VALID)) form.set(`field.${name}`, value);
    form.set('hidden.__proto__', 'x');
    form.set('hidden.constructor', 'y');
    form.set('hidden.ref', 'proto-test-1');
    const response = await postPlain(form.toString());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?form=success');
    const lines = await storedWith(form.get('submissionId')!);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.hidden).toEqual({ ref: 'proto-test-1' });
  });

  it('control characters are stripped before validation and forwarding', async () => {
    const sent = body({ fields: { ...VALID, firstName: 'Am\u0000al\u001b', message: `${MESSAGE}\u0007\nline two\u007f` } });
    expect((await submit(server, sent)).status).toBe(200);
    expect((await storedWith(sent.submissionId))[0]?.fields).toMatchObject({ firstName: 'Amal', message: `${MESSAGE}\nline two` });
  });
});

describe('refusals', () => {
  it('422 names each field that fails the rules, and nothing is stored', async () => {
    const sent = body({ fields: { ...VALID, firstName: ' ', email: 'amal@', country: 'atlantis', consent: '', message: 'x'.repeat(4001) } });
    const answer = await submit(server, sent);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      status: 'invalid',
      errors: { firstName: 'required', email: 'invalidEmail', country: 'invalidOption', consent: 'required', message: 'tooLong' },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await storedWith(sent.submissionId)).toEqual([]);
  });

  it('400 for malformed bodies, missing ids and unknown names', async () => {
    const cases: Array<[string, unknown, string?, Record<string, string>?]> = [
      ['broken JSON', undefined, '{"formId": '],
      ['an array', [body()]],
      ['a string', 'hello'],
      ['no formId', body({ formId: undefined })],
      ['a formId that is not a GUID', body({ formId: 'enquiry' })],
      ['no submissionId', body({ submissionId: undefined })],
      ['a submissionId that is not a UUID', body({ submissionId: 'abc' })],
      ['another language', body({ language: 'fr' })],
      ['an unknown field', body({ fields: { ...VALID, favouriteColour: 'blue' } })],
      ['an unknown top-level key', body({ extra: 1 })],
      ['fields that are not an object', body({ fields: ['a'] })],
      ['another content type', undefined, 'formId=x', { 'content-type': 'text/plain' }],
      ['an empty JSON body', undefined, ''],
      ['an unsupported content encoding', undefined, 'x', { 'content-encoding': 'br' }],
    ];
    for (const [name, payload, raw, headers] of cases) {
      const answer = await submit(server, payload, headers, raw);
      expect(answer.status, name).toBe(400);
      expect(answer.json, name).toMatchObject({ status: 'invalid', error: 'FORM_BAD_REQUEST', message: expect.any(String) });
    }
  });

  it('404 for a form the CMS does not have, and for an item that is not a form', async () => {
    for (const formId of [randomUUID(), SETTINGS_ID]) {
      const answer = await submit(server, body({ formId }));
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ status: 'invalid', error: 'FORM_NOT_FOUND' });
    }
  });

  it('403 for another origin, before anything is read', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://www.example.com.evil.example']) {
      const sent = body();
      const answer = await submit(server, sent, { origin });
      expect(answer.status, origin).toBe(403);
      expect(answer.json).toMatchObject({ status: 'invalid', error: 'FORM_ORIGIN_NOT_ALLOWED' });
      expect(await storedWith(sent.submissionId)).toEqual([]);
    }
    // PUBLIC_URL (the site behind its load balancer) and no Origin at all (not a browser) pass.
    expect((await submit(server, body(), { origin: 'https://www.example.com' })).status).toBe(200);
    const response = await fetch(server.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body()) });
    expect(response.status).toBe(200);
  });

  it('413 for a body over 64 KiB', async () => {
    const answer = await submit(server, body({ fields: { ...VALID, message: 'x'.repeat(70 * 1024) } }));
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ status: 'invalid', error: 'FORM_TOO_LARGE' });
  });

  it('405 for other methods', async () => {
    const response = await fetch(server.url + PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('hostile input', () => {
  it('gets 400, never a crash: huge names, prototype keys, values that are not text', async () => {
    const raw = (fields: string) => `{"formId":"${FORM_ID}","language":"en","submissionId":"${randomUUID()}","pageUrl":"","fields":${fields},"hidden":{}}`;
    const cases: Array<[string, string]> = [
      ['a huge field name', raw(JSON.stringify({ ...VALID, ['n'.repeat(20_000)]: 'x' }))],
      ['__proto__ in fields', raw('{"__proto__":{"polluted":"yes"},"firstName":"A"}')],
      ['constructor.prototype in fields', raw('{"constructor":{"prototype":{"polluted":"yes"}}}')],
      ['__proto__ at the top', `{"__proto__":{"formId":"${FORM_ID}"}}`],
      ['a number value', raw(JSON.stringify({ ...VALID, firstName: 42 }))],
      ['an array value', raw(JSON.stringify({ ...VALID, firstName: ['a', 'b'] }))],
      ['an object value', raw(JSON.stringify({ ...VALID, firstName: { toString: 'x' } }))],
      ['a null value', raw(JSON.stringify({ ...VALID, firstName: null }))],
      ['a boolean checkbox', raw(JSON.stringify({ ...VALID, consent: true }))],
      ['a hidden object', raw(JSON.stringify(VALID)).replace('"hidden":{}', '"hidden":{"a":{"b":1}}')],
      ['deep nesting', raw('['.repeat(5000) + ']'.repeat(5000))],
    ];
    for (const [name, text] of cases) {
      const answer = await submit(server, undefined, {}, text);
      expect(answer.status, name).toBe(400);
      expect(answer.json?.error, name).toBe('FORM_BAD_REQUEST');
    }
    const urlencoded = await postPlain(`formId=${FORM_ID}&language=en&field.__proto__=x&field.firstName=A`);
    expect(urlencoded.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('the forms system failing', () => {
  it('502 FORMS_UNAVAILABLE when it fails, 504 FORMS_TIMEOUT when it is slow; then a resubmission works', async () => {
    const sent = body();
    try {
      server.content!.faults.formsFailure = 'status-500';
      const failed = await submit(server, sent);
      expect(failed.status).toBe(502);
      expect(failed.json).toMatchObject({ status: 'error', error: 'FORMS_UNAVAILABLE' });
      expect(failed.headers.get('cache-control')).toBe('no-store');

      server.content!.faults.formsFailure = null;
      server.content!.faults.formsDelayMs = 3_000; // FORMS_TIMEOUT_MS is 1000 here
      const slow = await submit(server, sent);
      expect(slow.status).toBe(504);
      expect(slow.json).toMatchObject({ status: 'error', error: 'FORMS_TIMEOUT' });
    } finally {
      Object.assign(server.content!.faults, NO_FAULTS);
    }
    expect(await storedWith(sent.submissionId)).toEqual([]);
    expect((await submit(server, sent)).status).toBe(200);
    expect(await storedWith(sent.submissionId)).toHaveLength(1);
  });

  it('a lost acknowledgement (malformed answer) is a 502, and the visitor retrying stores nothing twice', async () => {
    const sent = body();
    try {
      server.content!.faults.formsFailure = 'malformed';
      expect((await submit(server, sent)).status).toBe(502);
    } finally {
      Object.assign(server.content!.faults, NO_FAULTS);
    }
    expect(await submit(server, sent)).toMatchObject({ status: 200, json: { status: 'success' } });
    expect(await storedWith(sent.submissionId)).toHaveLength(1);
  });
});

describe('the CMS failing', () => {
  it('504 FORM_DEFINITION_TIMEOUT when the definition does not come in time (never a 404)', async () => {
    const sent = body({ formId: randomUUID() });
    try {
      server.content!.faults.layoutDelayMs = 3_000; // delays every GraphQL answer; CMS_TIMEOUT_MS is 1000 here
      const answer = await submit(server, sent);
      expect(answer.status).toBe(504);
      expect(answer.json).toMatchObject({ status: 'error', error: 'FORM_DEFINITION_TIMEOUT' });
    } finally {
      Object.assign(server.content!.faults, NO_FAULTS);
    }
  });
});

describe('the log', () => {
  it('has a line per refusal and failure with ids, outcome and field names, and never a value', async () => {
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const forms = lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('form submission'));
    expect(forms.some((line) => line.outcome === 'stored' && Array.isArray(line.fieldNames) && line.fieldNames.includes('email'))).toBe(true);
    expect(forms.some((line) => line.outcome === 'invalid' && (line.fieldErrors as Record<string, string>).email === 'invalidEmail')).toBe(true);
    for (const code of ['FORM_BAD_REQUEST', 'FORM_NOT_FOUND', 'FORM_ORIGIN_NOT_ALLOWED', 'FORM_TOO_LARGE', 'FORMS_UNAVAILABLE', 'FORMS_TIMEOUT']) {
      expect(
        forms.some((line) => line.code === code),
        code,
      ).toBe(true);
    }
    const all = logLines.join('\n');
    for (const value of [EMAIL, MESSAGE, 'Gulf Freight', '+971 4 555 0100', 'GA1.1.123.456', 'amal@', 'Haddad', '/contact']) {
      expect(all, value).not.toContain(value);
    }
  });
});

describe('a restart', () => {
  it('keeps what was stored and still answers a resubmission as success without storing it again', async () => {
    const sent = body();
    expect((await submit(server, sent)).status).toBe(200);
    await server.close();
    server = await startTestServer({ CONTENT_DATA_DIR: dataDir, FORMS_TIMEOUT_MS: '1000', CMS_TIMEOUT_MS: '1000', ...NO_RATE_LIMIT }, { logger });
    expect(await storedWith(sent.submissionId)).toHaveLength(1);
    expect(await submit(server, sent)).toMatchObject({ status: 200, json: { status: 'success', submissionId: sent.submissionId } });
    expect(await storedWith(sent.submissionId)).toHaveLength(1);
  });
});
