import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutServiceData } from '../cms/types.ts';
import { DEFAULT_VARIANT, PAGE_VIEW_PATH, pageVariantId, pageViewEvent, resetPageViewTracking, sendPageView, trackPageView } from './page-view.ts';
import { UNDER_LOAD } from '../../test/support/under-load.ts';

const ITEM_ID = '3E0A2F20-B325-5E57-881F-FF6648D08575';

function page(overrides: { pageState?: 'normal' | 'edit' | 'preview'; context?: Record<string, unknown>; route?: Record<string, unknown> | null } = {}) {
  const route = overrides.route === null ? null : { name: 'about', itemId: ITEM_ID, itemLanguage: 'en', ...overrides.route };
  return {
    pageState: overrides.pageState ?? 'normal',
    language: 'en' as const,
    layout: { sitecore: { context: { pageState: 'normal', language: 'en', ...overrides.context }, route } } as LayoutServiceData,
  };
}

describe('pageViewEvent (spec 000 section 7)', () => {
  it("is the spec's five fields for a normal page with an item id", () => {
    expect(pageViewEvent(page())).toEqual({
      channel: 'WEB',
      currency: 'USD',
      page: 'about',
      pageVariantId: '3e0a2f20b3255e57881fff6648d08575_en_default',
      language: 'en',
    });
  });

  it('takes the personalisation variant the layout names, and the item language', () => {
    const event = pageViewEvent(page({ context: { variantId: '54C8E9B50B2C53638FA6D32A3A302F51' }, route: { itemLanguage: 'ar' } }));
    expect(event).toMatchObject({ language: 'ar', pageVariantId: '3e0a2f20b3255e57881fff6648d08575_ar_54c8e9b50b2c53638fa6d32a3a302f51' });
  });

  it.each([
    ['in edit mode', page({ pageState: 'edit' })],
    ['in preview mode', page({ pageState: 'preview' })],
    ['when the layout says the page is being edited', page({ context: { pageEditing: true } })],
    ['without an item id', page({ route: { itemId: '' } })],
    ['without a route', page({ route: null })],
  ])('is not sent %s', (_name, facts) => {
    expect(pageViewEvent(facts)).toBeNull();
  });
});

describe('pageVariantId (Sitecore CdpHelper format)', () => {
  it.each([
    ['{FFCD3AC4-38E3-5286-A0B9-5F7113D5E74A}', 'en', 'test', 'ffcd3ac438e35286a0b95f7113d5e74a_en_test'],
    ['110d559fdea542ea9c1c8a5df7e70ef9', 'en', '', '110d559fdea542ea9c1c8a5df7e70ef9_en_default'],
    ['110d559fdea542ea9c1c8a5df7e70ef9', 'en', '_default', '110d559fdea542ea9c1c8a5df7e70ef9_en_default'],
    ['110d559fdea542ea9c1c8a5df7e70ef9', 'da-DK', undefined, '110d559fdea542ea9c1c8a5df7e70ef9_da_dk_default'],
  ])('%s, %s, %s -> %s', (itemId, language, variant, expected) => {
    expect(pageVariantId(itemId, language, variant)).toBe(expected);
  });

  it(`uses "${DEFAULT_VARIANT}" for a variant that is not text`, () => {
    expect(pageVariantId('ab', 'en', 42)).toBe('ab_en_default');
  });
});

describe('sendPageView', () => {
  const event = pageViewEvent(page())!;

  it('sends a JSON beacon to our own route', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const fetch = vi.fn();
    sendPageView(event, { sendBeacon, fetch });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(PAGE_VIEW_PATH);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(event);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused or missing', () => {
    for (const sendBeacon of [
      () => false,
      undefined,
      () => {
        throw new TypeError('blocked');
      },
    ]) {
      const fetch = vi.fn(async () => new Response(null, { status: 202 }));
      sendPageView(event, { ...(sendBeacon ? { sendBeacon } : {}), fetch, debug: () => undefined });
      expect(fetch).toHaveBeenCalledWith(PAGE_VIEW_PATH, expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(event) }));
    }
  });

  it('only logs at debug level when sending fails', async () => {
    const debug = vi.fn();
    sendPageView(event, { fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))), debug });
    await vi.waitFor(() => expect(debug).toHaveBeenCalledWith('page view: not sent', expect.any(TypeError)), UNDER_LOAD);
    const refused = vi.fn();
    sendPageView(event, { fetch: vi.fn(async () => new Response(null, { status: 400 })), debug: refused });
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith('page view: answered 400'), UNDER_LOAD);
  });
});

describe('trackPageView', () => {
  beforeEach(() => resetPageViewTracking());

  it('sends once per page load, and nothing for pages that send no event', () => {
    const sendBeacon = vi.fn(() => true);
    trackPageView(pageViewEvent(page()), { sendBeacon }, '/about');
    trackPageView(pageViewEvent(page()), { sendBeacon }, '/about');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    trackPageView(pageViewEvent(page({ route: { itemId: 'AB' } })), { sendBeacon }, '/other');
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    trackPageView(pageViewEvent(page({ pageState: 'preview' })), { sendBeacon }, '/third');
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });
});
