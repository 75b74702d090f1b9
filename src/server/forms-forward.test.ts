import { describe, expect, it } from 'vitest';
import { FormError } from './errors.ts';
import { acknowledgement, createFormsForwarder } from './forms-forward.ts';
import type { PostResult, UpstreamPost } from './upstream-post.ts';

const answered = (status: number, body: string): PostResult => ({ kind: 'answered', status, contentType: 'application/json', body, attempts: 1 });

function failure(result: PostResult): [string, string | undefined] {
  try {
    acknowledgement(result);
  } catch (error) {
    if (error instanceof FormError) return [error.code, error.detail];
    throw error;
  }
  throw new Error('no error');
}

describe('acknowledgement', () => {
  it('counts stored and duplicate answers, and keeps the id the forms system gave', () => {
    expect(acknowledgement(answered(201, '{"id":"a1","stored":true}'))).toEqual({ outcome: 'stored', id: 'a1', attempts: 1 });
    expect(acknowledgement(answered(200, '{"id":7,"duplicate":true}'))).toEqual({ outcome: 'duplicate', id: '7', attempts: 1 });
  });

  it.each([
    ['a 200 that acknowledges nothing', answered(200, '{"ok":true}'), 'FORMS_UNAVAILABLE', /without stored or duplicate/],
    ['a 200 HTML page', answered(200, '<html>login</html>'), 'FORMS_UNAVAILABLE', /without JSON/],
    ['a redirect', answered(302, ''), 'FORMS_UNAVAILABLE', /redirect \(302\), which is not followed/],
    ['our key refused', answered(401, '{}'), 'FORMS_UNAVAILABLE', /refused our key \(401\)/],
    ['a refusal of the payload', answered(422, '{}'), 'FORMS_UNAVAILABLE', /answered 422/],
    ['a server error', answered(503, '{}'), 'FORMS_UNAVAILABLE', /answered 503/],
    ['a timeout', { kind: 'timeout', detail: 'x did not answer', attempts: 1 } as const, 'FORMS_TIMEOUT', /did not answer/],
    ['a refused connection, retried', { kind: 'not-sent', detail: 'x ECONNREFUSED', attempts: 2 } as const, 'FORMS_UNAVAILABLE', /after 2 attempts/],
    ['a reset', { kind: 'failed', detail: 'x ECONNRESET', attempts: 1 } as const, 'FORMS_UNAVAILABLE', /ECONNRESET/],
  ])('refuses %s', (_name, result, code, detail) => {
    const [gotCode, gotDetail] = failure(result);
    expect(gotCode).toBe(code);
    expect(gotDetail).toMatch(detail);
  });
});

describe('createFormsForwarder', () => {
  it('posts the submission to the endpoint with X-Api-Key only when a key is configured', async () => {
    const calls: Array<{ url: string; headers: Record<string, string> | undefined }> = [];
    const post = Object.assign(
      async (url: string, _body: unknown, headers?: Record<string, string>) => {
        calls.push({ url, headers });
        return answered(201, '{"stored":true}');
      },
      { close: async () => {} },
    ) as UpstreamPost;
    const submission = { formId: 'f', formName: 'n', language: 'en', submissionId: 's', pageUrl: '', submittedAt: '', fields: {}, hidden: {} };
    await createFormsForwarder({ endpoint: 'https://forms.example.com/in', apiKey: 'secret', timeoutMs: 1000, post }).submit(submission);
    await createFormsForwarder({ endpoint: 'https://forms.example.com/in', apiKey: undefined, timeoutMs: 1000, post }).submit(submission);
    expect(calls[0]).toMatchObject({ url: 'https://forms.example.com/in', headers: { 'x-api-key': 'secret' } });
    expect(calls[1]?.headers).not.toHaveProperty('x-api-key');
  });
});
