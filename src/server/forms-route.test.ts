import { describe, expect, it } from 'vitest';
import { readFormDefinition } from '../lib/form-rules.ts';
import { forwarded, redirectTarget } from './forms-route.ts';

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
  ] as const)('%s (%s) -> %s', (pageUrl, result, host, location) => {
    expect(redirectTarget(pageUrl, result, PUBLIC_URL, host)).toBe(location);
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
        fields: new Map([['consent', 'on'], ['name', '  Amal ']]),
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
