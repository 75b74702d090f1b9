import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_DEFINITION_QUERY } from '../cms/form-definition.ts';
import { CDP_EVENTS_FILE, createCdpRecorder } from './cdp.ts';
import { type ContentServer, startContentServer } from './content-server.ts';
import { NO_FAULTS } from './faults.ts';
import { openSubmissionStore, parseSubmission, type StoredSubmission } from './forms-system.ts';
import { graphql, parseJson, TEST_API_KEY } from './test-support.ts';

const temporary: string[] = [];
const servers: ContentServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forms-system-'));
  temporary.push(dir);
  return dir;
}

async function start(dir: string): Promise<ContentServer> {
  const server = await startContentServer({ apiKey: TEST_API_KEY, dataDir: dir });
  servers.push(server);
  return server;
}

function submission(submissionId = randomUUID()) {
  return {
    formId: '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10',
    formName: 'enquiry',
    language: 'en',
    submissionId,
    pageUrl: 'https://www.example.com/contact',
    submittedAt: '2026-03-01T10:00:00.000Z',
    fields: { firstName: 'Amal', message: 'Hello' },
    hidden: { gaClientId: '123.456' },
  };
}

async function post(server: ContentServer, body: unknown, headers: Record<string, string> = { 'x-api-key': server.apiKey }) {
  const res = await fetch(`${server.origin}/forms/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: parseJson(text) as Record<string, unknown> | undefined };
}

async function storedLines(server: ContentServer): Promise<StoredSubmission[]> {
  const text = await readFile(server.submissionsFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredSubmission);
}

describe('the forms system (POST /forms/submissions)', () => {
  it('stores a submission as one line (201), and the same submissionId again once (200 duplicate, same id)', async () => {
    const server = await start(await dataDir());
    const body = submission();
    const first = await post(server, body);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ id: expect.any(String), stored: true });
    const again = await post(server, { ...body, fields: { firstName: 'Changed', message: 'Hello' } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ id: first.json?.id, duplicate: true });

    const lines = await storedLines(server);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ ...body, id: first.json?.id, receivedAt: expect.any(String) });
    expect(server.stats.forms).toBe(2);
  });

  it('stores concurrent requests with one submissionId once', async () => {
    const server = await start(await dataDir());
    const body = submission();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(server, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json?.id)).size).toBe(1);
    expect(await storedLines(server)).toHaveLength(1);
  });

  it('keeps submissions and their ids across a restart', async () => {
    const dir = await dataDir();
    const before = await start(dir);
    const body = submission();
    const stored = await post(before, body);
    await before.close();

    const after = await start(dir);
    expect(after.submissionsFile).toBe(before.submissionsFile);
    const again = await post(after, body);
    expect(again).toMatchObject({ status: 200, json: { id: stored.json?.id, duplicate: true } });
    expect((await post(after, submission())).status).toBe(201);
    expect(await storedLines(after)).toHaveLength(2);
  });

  it('refuses a missing or wrong key (401) and bodies that are not submissions (400), storing nothing', async () => {
    const server = await start(await dataDir());
    expect((await post(server, submission(), {})).status).toBe(401);
    expect((await post(server, submission(), { 'x-api-key': 'wrong' })).status).toBe(401);
    for (const body of [
      [],
      { ...submission(), submissionId: '' },
      { ...submission(), fields: { a: 1 } },
      { ...submission(), fields: 'text' },
      { ...submission(), hidden: { a: null } },
      { ...submission(), formId: undefined },
    ]) {
      const answer = await post(server, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toMatchObject({ code: 'CONTENT_BAD_SUBMISSION' });
    }
    expect(await storedLines(server)).toEqual([]);
  });

  it('stores nothing when told to fail, and stores but answers broken JSON when told malformed', async () => {
    const server = await start(await dataDir());
    server.faults.formsFailure = 'status-500';
    expect((await post(server, submission())).status).toBe(500);
    server.faults.formsFailure = 'status-503';
    expect((await post(server, submission())).status).toBe(503);
    expect(await storedLines(server)).toEqual([]);

    server.faults.formsFailure = 'malformed';
    const body = submission();
    const broken = await post(server, body);
    expect(broken.status).toBe(200);
    expect(broken.json).toBeUndefined();
    Object.assign(server.faults, NO_FAULTS);
    expect((await post(server, body)).json).toMatchObject({ duplicate: true });
    expect(await storedLines(server)).toHaveLength(1);
  });

  it('stores nothing for a client that gave up during the delay', async () => {
    const server = await start(await dataDir());
    server.faults.formsDelayMs = 60_000;
    const request = fetch(`${server.origin}/forms/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': server.apiKey },
      body: JSON.stringify(submission()),
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toThrow();
    server.faults.formsDelayMs = 0;
    expect((await post(server, submission())).status).toBe(201);
    expect(await storedLines(server)).toHaveLength(1);
  });
});

describe('the submission store', () => {
  it('warns about a torn last line and reads what came before it', async () => {
    const dir = await dataDir();
    const warnings: string[] = [];
    const store = await openSubmissionStore(dir, (_fields, message) => warnings.push(message));
    const input = parseSubmission(submission())!;
    expect(await store.save(input)).toMatchObject({ outcome: 'stored' });
    await store.close();
    await import('node:fs/promises').then((fs) => fs.appendFile(store.file, '{"id":"x","submissionId":"torn'));

    const reopened = await openSubmissionStore(dir, (_fields, message) => warnings.push(message));
    expect(warnings).toEqual([expect.stringMatching(/torn last line/)]);
    expect(reopened.size).toBe(1);
    expect(await reopened.save(input)).toMatchObject({ outcome: 'duplicate' });
    await reopened.close();
  });

  it('keeps a field named __proto__ as a field', () => {
    const parsed = parseSubmission(JSON.parse('{"formId":"f","submissionId":"s","language":"en","fields":{"__proto__":"x"}}'));
    expect(Object.getPrototypeOf(parsed?.fields)).toBe(Object.prototype);
    expect(Object.keys(parsed?.fields ?? {})).toEqual(['__proto__']);
  });
});

describe('form definitions in the content', () => {
  it('answers the enquiry form by id and by item path, in both languages, with its field items', async () => {
    const server = await start(await dataDir());
    for (const [language, title] of [
      ['en', 'Send us an enquiry'],
      ['ar', 'أرسل إلينا استفسارك'],
    ] as const) {
      for (const path of ['{5F0C3A52-6A55-4C1E-9D1B-2D6C1C7E4A10}', '/sitecore/content/ports-group/data/forms/ENQUIRY']) {
        const res = await graphql(server, FORM_DEFINITION_QUERY, { path, language });
        expect(res.status).toBe(200);
        const item = (res.json as { data: { item: Record<string, unknown> } }).data.item;
        expect(item).toMatchObject({ id: '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10', name: 'enquiry', template: { name: 'Form' } });
        const fields = new Map((item.fields as Array<{ name: string; jsonValue: unknown }>).map((f) => [f.name, f.jsonValue]));
        expect(fields.get('title')).toEqual({ value: title });
        const list = fields.get('fields') as Array<{ name: string; fields: Record<string, { value: unknown }> }>;
        expect(list.map((field) => field.name)).toEqual(['firstName', 'lastName', 'email', 'phone', 'company', 'country', 'topic', 'message', 'consent']);
        const consent = list.at(-1)?.fields;
        expect(consent?.type?.value).toBe('checkbox');
        expect(consent?.required?.value).toBe(true);
        if (language === 'en') expect(consent?.label?.value).toBe('I agree to be contacted about my enquiry.');
      }
    }
    const missing = await graphql(server, FORM_DEFINITION_QUERY, { path: '{00000000-0000-0000-0000-000000000000}', language: 'en' });
    expect((missing.json as { data: { item: unknown } }).data.item).toBeNull();
  });
});

describe('the data platform (POST /cdp/events)', () => {
  it('records events in memory and in cdp/events.jsonl, and refuses bodies without a type', async () => {
    const server = await start(await dataDir());
    const send = (body: unknown) =>
      fetch(`${server.origin}/cdp/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const accepted = await send({ type: 'VIEW', page: 'Home' });
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ status: 'OK', ref: expect.any(String) });
    expect((await send({ page: 'Home' })).status).toBe(400);
    expect((await send([1])).status).toBe(400);
    expect(server.cdpEvents).toEqual([{ ref: expect.any(String), receivedAt: expect.any(String), event: { type: 'VIEW', page: 'Home' } }]);
    await server.close();
    const lines = (await readFile(path.join(server.dataDir, 'cdp', 'events.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(server.cdpEvents);
  });
});

describe("the data platform's events file", () => {
  it('stops growing at its limit: later events are still recorded in memory and counted, with one warning', async () => {
    const dir = await dataDir();
    const recorder = createCdpRecorder(dir, { maxFileBytes: 600 });
    const warn = vi.fn();
    // About 130 bytes a line: four fit, and concurrent events never pass the limit together.
    await Promise.all(Array.from({ length: 10 }, (_, i) => recorder.record({ type: 'VIEW', page: `p${i}` }, warn)));
    await recorder.record({ type: 'VIEW', page: 'later' }, warn);
    await recorder.close();
    const { size } = await stat(recorder.file);
    expect(size).toBeLessThanOrEqual(600);
    const written = (await readFile(recorder.file, 'utf8')).trim().split('\n');
    expect(written.length).toBeGreaterThan(0);
    expect(recorder.events).toHaveLength(11);
    expect(recorder.unwritten).toBe(11 - written.length);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ file: recorder.file, maxFileBytes: 600 }, expect.stringContaining('events file is full'));
  });

  it('counts a file left from before (a restart does not start from zero)', async () => {
    const dir = await dataDir();
    await mkdir(path.join(dir, 'cdp'), { recursive: true });
    await writeFile(path.join(dir, CDP_EVENTS_FILE), `${'x'.repeat(590)}\n`);
    const recorder = createCdpRecorder(dir, { maxFileBytes: 600 });
    const warn = vi.fn();
    await recorder.record({ type: 'VIEW' }, warn);
    await recorder.close();
    expect((await stat(recorder.file)).size).toBe(591);
    expect(recorder.unwritten).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
