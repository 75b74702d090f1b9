import { describe, expect, it } from 'vitest';
import { consentCode, formatConsentCode, readConsentState } from './consent-code.ts';

/** What gtag() pushes: its `arguments` object, not an array. */
function gtagArgs(...args: unknown[]): unknown {
  function collect(..._: unknown[]): IArguments {
    // eslint-disable-next-line prefer-rest-params -- gtag() pushes its `arguments` object, not an array: the test needs the real thing
    return arguments;
  }
  return collect(...args);
}

describe('formatConsentCode', () => {
  it("is 'G1' + ad flag + analytics flag", () => {
    expect(formatConsentCode({ ad: false, analytics: false })).toBe('G100');
    expect(formatConsentCode({ ad: true, analytics: false })).toBe('G110');
    expect(formatConsentCode({ ad: false, analytics: true })).toBe('G101');
    expect(formatConsentCode({ ad: true, analytics: true })).toBe('G111');
  });
});

describe('consentCode', () => {
  it('falls back to G100 with nothing to read', () => {
    expect(consentCode(undefined)).toBe('G100');
    expect(consentCode({})).toBe('G100');
    expect(consentCode({ dataLayer: 'x', google_tag_data: 5 })).toBe('G100');
    expect(consentCode({ dataLayer: [{ event: 'gtm.js' }, ['config', 'G-X']] })).toBe('G100');
  });

  it('reads gtag consent commands in the data layer, later ones winning', () => {
    const dataLayer: unknown[] = [
      gtagArgs('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' }),
      { event: 'gtm.js' },
      gtagArgs('consent', 'update', { analytics_storage: 'granted' }),
    ];
    expect(consentCode({ dataLayer })).toBe('G101');
    dataLayer.push(gtagArgs('consent', 'update', { ad_storage: 'granted' }));
    expect(consentCode({ dataLayer })).toBe('G111');
    dataLayer.push(['consent', 'update', { ad_storage: 'denied' }]);
    expect(consentCode({ dataLayer })).toBe('G101');
  });

  it("prefers the tag's applied state (google_tag_data.ics), update over default", () => {
    const win = {
      dataLayer: [gtagArgs('consent', 'default', { ad_storage: 'granted', analytics_storage: 'granted' })],
      google_tag_data: {
        ics: {
          entries: {
            ad_storage: { default: false, update: undefined },
            analytics_storage: { default: false, update: true },
          },
        },
      },
    };
    expect(consentCode(win)).toBe('G101');
    expect(readConsentState(win)).toEqual({ ad: false, analytics: true });
  });

  it('treats a type with no signal as not granted', () => {
    expect(consentCode({ dataLayer: [gtagArgs('consent', 'default', { ad_storage: 'granted' })] })).toBe('G110');
    expect(consentCode({ dataLayer: [gtagArgs('consent', 'default', { ad_storage: 'maybe', analytics_storage: 'granted' })] })).toBe('G101');
  });

  it('gives G100 when reading throws', () => {
    const hostile = {
      get dataLayer(): unknown {
        throw new Error('blocked');
      },
    };
    expect(consentCode(hostile)).toBe('G100');
    const proxy = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
      },
    );
    expect(consentCode(proxy)).toBe('G100');
  });
});
