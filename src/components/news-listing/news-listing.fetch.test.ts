import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCountryNews } from './news-listing.fetch.ts';

const request = { page: '/news/all', language: 'en', sourceId: '0a000000-0000-0000-0000-000000000002' };
const TIMED_OUT = 'Request timed out. Could not fetch news, please check the URL.';
const FAILED = 'Unable to load news at this time.';
const answer = { ok: true, value: { cards: [], feedError: null } };

/** A fetch that answers after `ms`, or rejects as the platform does when its signal aborts first. */
function answeringAfter(ms: number, body: unknown = answer, status = 200): typeof fetch & { signals: (AbortSignal | undefined)[]; urls: string[] } {
  const signals: (AbortSignal | undefined)[] = [];
  const urls: string[] = [];
  const fake = (url: string | URL | Request, init?: RequestInit) => {
    const signal = init?.signal ?? undefined;
    signals.push(signal);
    urls.push(String(url));
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(Response.json(body, { status })), ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  };
  return Object.assign(fake as typeof fetch, { signals, urls });
}

describe('fetchCountryNews: the browser call of the news listing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives up when the budget runs out and answers spec 001’s timeout text', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = answeringAfter(10_000);
    const started = performance.now();
    expect(await fetchCountryNews(request, { fetch, timeoutMs: 30 })).toEqual({ ok: false, error: TIMED_OUT });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fetch.signals[0]?.aborted).toBe(true);
    expect(errors).toHaveBeenCalledOnce();
  });

  it('takes an answer that comes within the budget', async () => {
    expect(await fetchCountryNews(request, { fetch: answeringAfter(5), timeoutMs: 1_000 })).toEqual(answer);
  });

  it('has 10 s unless told otherwise, and asks our route for the page, language and source', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetch = answeringAfter(0);
    await fetchCountryNews(request, { fetch });
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(fetch.signals[0]).toBe(timeout.mock.results[0]?.value);
    expect(fetch.urls).toEqual(['/api/news/listing?page=%2Fnews%2Fall&lang=en&source=0a000000-0000-0000-0000-000000000002']);
  });

  it('answers the listing’s failure text for other failures, never the timeout text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await fetchCountryNews(request, { fetch: offline })).toEqual({ ok: false, error: FAILED });
    expect(await fetchCountryNews(request, { fetch: answeringAfter(0, { ok: false, error: 'No such news source on this page' }, 404) })).toEqual({
      ok: false,
      error: FAILED,
    });
    expect(await fetchCountryNews(request, { fetch: answeringAfter(0, { something: 'else' }) })).toEqual({ ok: false, error: FAILED });
  });

  it('passes on a failure the route reports with a 200', async () => {
    const failed = { ok: false, error: 'Invalid data format' };
    expect(await fetchCountryNews(request, { fetch: answeringAfter(0, failed) })).toEqual(failed);
  });
});
