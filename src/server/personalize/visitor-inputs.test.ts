import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deviceClass, firstVisitCookie, firstVisitOf, inputsKey, referrerHostOf, RETURNING_AFTER_S, visitorInputs, visitorKind } from './visitor-inputs.ts';

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as FastifyRequest;
const options = { countryHeader: 'cf-ipcountry', language: 'en', ownHosts: ['www.example.com', 'localhost'], nowS: 1_800_000_000 };
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('visitorInputs', () => {
  it('reads country, campaign, source, referrer, visitor, device and language, normalised', () => {
    const inputs = visitorInputs(
      request('/?utm_campaign=Green-Corridor%20&utm_source=LinkedIn&x=1', {
        'cf-ipcountry': 'sa',
        referer: 'https://www.LinkedIn.com/feed/',
        'user-agent': PHONE,
        cookie: `a=b; mp_first_visit=${options.nowS - RETURNING_AFTER_S - 1}`,
      }),
      options,
    );
    expect(inputs).toEqual({
      country: 'SA',
      utmCampaign: 'green-corridor',
      utmSource: 'linkedin',
      referrerHost: 'linkedin.com',
      visitor: 'returning',
      device: 'mobile',
      language: 'en',
    });
  });

  it('leaves out what is absent, unknown or ours: the same key for visitors a rule cannot tell apart', () => {
    const plain = visitorInputs(request('/about', { 'user-agent': DESKTOP }), options);
    expect(plain).toEqual({ visitor: 'new', device: 'desktop', language: 'en' });
    const others: Array<Record<string, string>> = [
      { 'cf-ipcountry': 'XX' },
      { 'cf-ipcountry': 'T1' },
      { 'cf-ipcountry': 'Saudi' },
      { referer: 'https://www.example.com/news' },
      { referer: 'javascript:alert(1)' },
      { referer: 'not a url' },
    ];
    for (const headers of others) {
      expect(inputsKey(visitorInputs(request('/about?utm_campaign=%20', { 'user-agent': DESKTOP, ...headers }), options))).toBe(inputsKey(plain));
    }
    // Without a configured header, a country header is not believed.
    expect(visitorInputs(request('/', { 'cf-ipcountry': 'SA' }), { ...options, countryHeader: undefined }).country).toBeUndefined();
  });

  it('cuts long values', () => {
    expect(visitorInputs(request(`/?utm_campaign=${'x'.repeat(500)}`), options).utmCampaign).toHaveLength(64);
  });
});

describe('the first-visit cookie', () => {
  it('makes a visitor returning only once the first visit is half an hour old', () => {
    const now = 1_800_000_000;
    expect(visitorKind(undefined, now)).toBe('new');
    expect(visitorKind(`mp_first_visit=${now - 60}`, now)).toBe('new');
    expect(visitorKind(`mp_first_visit=${now - RETURNING_AFTER_S}`, now)).toBe('returning');
    expect(visitorKind('mp_first_visit=abc', now)).toBe('new');
    expect(firstVisitOf('xmp_first_visit=5')).toBeUndefined();
    expect(firstVisitOf(`mp_first_visit=${Math.floor(Date.now() / 1000) + 86_400}`)).toBeUndefined();
  });

  it('is first-party, a year long, Lax, and Secure on https', () => {
    expect(firstVisitCookie(1_800_000_000.7, true)).toBe('mp_first_visit=1800000000; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(firstVisitCookie(5, false)).not.toContain('Secure');
  });
});

describe('deviceClass', () => {
  it('tells phones, tablets and desktops apart, preferring the client hint', () => {
    expect(deviceClass({ headers: { 'user-agent': PHONE } })).toBe('mobile');
    expect(deviceClass({ headers: { 'user-agent': TABLET } })).toBe('tablet');
    expect(deviceClass({ headers: { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' } })).toBe('tablet');
    expect(deviceClass({ headers: { 'user-agent': DESKTOP } })).toBe('desktop');
    expect(deviceClass({ headers: { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' } })).toBe('mobile');
    expect(deviceClass({ headers: {} })).toBe('desktop');
  });
});

describe('referrerHostOf', () => {
  it('is the host without www., never ours', () => {
    expect(referrerHostOf('https://news.ycombinator.com/item?id=1', [])).toBe('news.ycombinator.com');
    expect(referrerHostOf('http://localhost:3000/ar', ['localhost'])).toBeUndefined();
    expect(referrerHostOf('ftp://files.example.com/', [])).toBeUndefined();
  });
});
