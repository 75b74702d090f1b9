import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { readFormDefinition } from '../lib/form-rules.ts';
import { createFormDefinitions } from './form-definitions.ts';
import type { ForwardedSubmission, FormsForwarder } from './forms-forward.ts';
import { forwarded, redirectTarget, registerFormSubmit } from './forms-route.ts';

const PUBLIC_URL = 'https://www.example.com';

describe('redirectTarget (a plain HTML post goes back to its page)', () => {
  it.each([
    ['https://www.example.com/contact?x=1#enquiry', 'success', undefined, '/contact?x=1&form=success#enquiry'],
    ['/ar/contact', 'error', undefined, '/ar/contact?form=error'],
    ['https://www.example.com/contact?form=error', 'success', undefined, '/contact?form=success'],
    ['http://10.0.0.5:3000/contact', 'success', '10.0.0.5:3000', '/contact?form=success'],
    ['https://evil.example/phish', 'success', undefined, '/?form=success'],
    ['//evil.example/phish', 'error', undefined, '/?form=error'],
    ['/\\evil.example/phish', 'error', undefined, '/?form=error'],
    ['javascript:alert(1)', 'error', undefined, '/?form=error'],
    ['', 'success', undefined, '/?form=success'],
    // Paths that normalise to `//host…`, which a browser would read as another host.
    ['https://www.example.com//evil.com/x#s', 'success', undefined, '/evil.com/x?form=success#s'],
    ['/.//evil.com/', 'success', undefined, '/evil.com/?form=success'],
    ['/a/..//evil.com', 'error', undefined, '/evil.com?form=error'],
    ['/..//evil.com', 'error', undefined, '/evil.com?form=error'],
    ['https://www.example.com/\\\\evil.com', 'error', undefined, '/evil.com?form=error'],
  ] as const)('%s (%s) -> %s', (pageUrl, result, host, location) => {
    const target = redirectTarget(pageUrl, result, PUBLIC_URL, host);
    expect(target).toBe(location);
    expect(target).toMatch(/^\/(?![/\\])/);
  });
});

describe('forwarded (what the forms system receives)', () => {
  const definition = readFormDefinition({
    id: 'f',
    fields: {
      fields: [
        { name: 'name', fields: { type: { value: 'text' } } },
        { name: 'consent', fields: { type: { value: 'checkbox' } } },
        { name: 'campaign', fields: { type: { value: 'hidden' }, placeholder: { value: 'spring-2026' } } },
        { name: 'notes', fields: { type: { value: 'textarea' } } },
      ],
    },
  })!;

  it('sends every field in the definition order: trimmed, checkboxes as true/false, hidden defaults', () => {
    const submission = forwarded(
      {
        formId: 'f',
        language: 'en',
        submissionId: 's',
        pageUrl: '/p',
        fields: new Map([
          ['consent', 'on'],
          ['name', '  Amal '],
        ]),
        hidden: new Map([['gaClientId', '1.2']]),
        droppedHidden: [],
      },
      definition,
      'enquiry',
      '2026-03-01T00:00:00.000Z',
    );
    expect(submission).toEqual({
      formId: 'f',
      formName: 'enquiry',
      language: 'en',
      submissionId: 's',
      pageUrl: '/p',
      submittedAt: '2026-03-01T00:00:00.000Z',
      fields: { name: 'Amal', consent: 'true', campaign: 'spring-2026', notes: '' },
      hidden: { gaClientId: '1.2' },
    });
    expect(Object.keys(submission.fields)).toEqual(['name', 'consent', 'campaign', 'notes']);
  });
});

describe('without a forms system (a CMS is configured, FORMS_ENDPOINT is not)', () => {
  it('answers a valid submission 503 FORMS_NOT_CONFIGURED, no-store', async () => {
    const app = Fastify();
    const definition = readFormDefinition({ id: 'f', fields: { fields: [{ name: 'name', fields: { type: { value: 'text' } } }] } })!;
    registerFormSubmit(app, { publicUrl: PUBLIC_URL, definitions: { get: async () => ({ definition, name: 'enquiry' }) }, forwarder: undefined });
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/submit',
      headers: { origin: PUBLIC_URL },
      payload: {
        formId: '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10',
        language: 'en',
        submissionId: '0b7f4a5e-3c1d-4e8f-9a2b-6c5d4e3f2a1b',
        pageUrl: '',
        fields: { name: 'Amal' },
        hidden: {},
      },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'error', error: 'FORMS_NOT_CONFIGURED' });
    await app.close();
  });
});

describe('editor patterns on the server', () => {
  const FORM_ID = '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10';

  it('run with RE2: nested repetition answers a crafted value at once; look-around is dropped and logged by form id and field name', async () => {
    const log = { warn: vi.fn() };
    const definitions = createFormDefinitions(
      async () => ({
        id: `{${FORM_ID.toUpperCase()}}`,
        name: 'enquiry',
        displayName: 'Enquiry',
        templateName: 'Form',
        fields: {
          fields: [
            { name: 'code', fields: { type: { value: 'text' }, pattern: { value: '(a+)+' } } },
            { name: 'word', fields: { type: { value: 'text' }, pattern: { value: '(?!test)[a-z]+' } } },
            { name: 'ref', fields: { type: { value: 'text' }, pattern: { value: '[A-Z]{2}[0-9]{4}' } } },
          ],
        },
      }),
      log,
    );
    const sent: ForwardedSubmission[] = [];
    const forwarder: FormsForwarder = {
      submit: async (submission) => {
        sent.push(submission);
        return { outcome: 'stored', id: '1', attempts: 1 };
      },
      close: async () => undefined,
    };
    const app = Fastify();
    registerFormSubmit(app, { publicUrl: PUBLIC_URL, definitions, forwarder });
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/forms/submit',
        headers: { origin: PUBLIC_URL },
        payload: { formId: FORM_ID, language: 'en', submissionId: crypto.randomUUID(), pageUrl: '', fields, hidden: {} },
      });

    // A value crafted against `(a+)+` (JavaScript's engine would take about 2^200 steps on it) is
    // refused at once; one that matches is taken.
    const crafted = `${'a'.repeat(200)}!`;
    const refused = await post({ code: crafted, word: 'x', ref: 'AB1234' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { code: 'invalidPattern' } });
    const accepted = await post({ code: 'a'.repeat(200), word: 'test', ref: 'AB1234' });
    expect(accepted.statusCode).toBe(200);
    // The look-around the server cannot run is no check there (the page still makes it).
    expect(sent[0]?.fields.word).toBe('test');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ formId: FORM_ID, language: 'en', field: 'word', reason: 'unsafe' }, expect.stringContaining('pattern ignored'));
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(crafted);
    await app.close();
  });
});
