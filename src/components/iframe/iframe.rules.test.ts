import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IFRAME_HEIGHT,
  SAME_SITE_SANDBOX,
  THIRD_PARTY_SANDBOX,
  embedAddress,
  iframeTitle,
  parseAttributeList,
  readUrlField,
  mobileListChangesMoreThanSize,
  responsiveAttributes,
  sandboxFor,
} from './iframe.rules.ts';

describe('readUrlField', () => {
  it('reads a text field, a general link with its query string and anchor, and nothing from junk', () => {
    expect(readUrlField({ value: ' https://example.com/a ' })).toBe('https://example.com/a');
    expect(readUrlField({ value: { href: '/embeds/terminal-map.html', querystring: 'country=ae', linktype: 'internal' } })).toBe(
      '/embeds/terminal-map.html?country=ae',
    );
    expect(readUrlField({ value: { href: 'https://x.test/p?a=1', querystring: '?b=2', anchor: 'top' } })).toBe('https://x.test/p?a=1&b=2#top');
    expect(readUrlField({ value: 42 })).toBe('42');
    expect(readUrlField(null)).toBe('');
    expect(readUrlField({ value: { href: {} } })).toBe('');
    expect(readUrlField(['https://x.test'])).toBe('');
  });
});

describe('embedAddress', () => {
  it('embeds https addresses as third parties and root-relative paths as same-site', () => {
    expect(embedAddress('https://maps.example.com/embed?x=1')).toEqual({ ok: true, src: 'https://maps.example.com/embed?x=1', kind: 'third-party' });
    expect(embedAddress('/embeds/share-price.html?lang=ar')).toEqual({ ok: true, src: '/embeds/share-price.html?lang=ar', kind: 'same-site' });
    expect(embedAddress('HTTPS://Example.com')).toMatchObject({ ok: true, src: 'https://example.com/' });
  });

  it('treats an https address on our own host as same-site', () => {
    expect(embedAddress('https://www.meridian.test/embeds/a.html', 'https://www.meridian.test')).toMatchObject({ ok: true, kind: 'same-site' });
    expect(embedAddress('https://other.test/a', 'https://www.meridian.test')).toMatchObject({ ok: true, kind: 'third-party' });
    expect(embedAddress('https://other.test/a', 'not a url')).toMatchObject({ ok: true, kind: 'third-party' });
  });

  it.each([
    'http://example.com/',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://example.com/1',
    '//evil.test/page',
    '/\\evil.test/page',
    'https://user:pass@example.com/',
    'https://exa mple.com/',
    '/embeds/a\n.html',
    'https:/example.com',
    'ftp://example.com/',
    'embeds/share-price.html',
    'https://',
  ])('refuses %j', (value) => {
    expect(embedAddress(value)).toMatchObject({ ok: false, reason: 'not-allowed' });
  });

  it('says empty for an empty field', () => {
    expect(embedAddress('   ')).toEqual({ ok: false, reason: 'empty', value: '' });
  });
});

describe('sandboxFor', () => {
  it('never gives our own origin both allow-scripts and allow-same-origin, and never top navigation', () => {
    expect(sandboxFor('same-site')).toBe(SAME_SITE_SANDBOX);
    expect(SAME_SITE_SANDBOX.split(' ')).not.toContain('allow-same-origin');
    expect(sandboxFor('third-party')).toBe(THIRD_PARTY_SANDBOX);
    expect(THIRD_PARTY_SANDBOX.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-forms']));
    for (const sandbox of [SAME_SITE_SANDBOX, THIRD_PARTY_SANDBOX]) expect(sandbox).not.toMatch(/top-navigation|allow-modals|allow-downloads/);
  });
});

describe('parseAttributeList', () => {
  it('reads the allowed attributes with valid values', () => {
    const { attributes, rejected } = parseAttributeList({
      value:
        'height=600&allowfullscreen=true&loading=lazy&scrolling=no&width=80%25&frameborder=0&name=sharePanel&referrerpolicy=no-referrer&allow=autoplay; fullscreen',
    });
    expect(rejected).toEqual([]);
    expect(attributes).toEqual({
      height: 600,
      allowFullScreen: true,
      loading: 'lazy',
      scrolling: 'no',
      width: '80%',
      frameBorder: '0',
      name: 'sharePanel',
      referrerPolicy: 'no-referrer',
      allow: 'autoplay; fullscreen',
    });
  });

  it('is case-insensitive in names, accepts px, a leading ? and a bare allowfullscreen', () => {
    expect(parseAttributeList({ value: '?HEIGHT=520px&AllowFullScreen' }).attributes).toEqual({ height: 520, allowFullScreen: true });
    expect(parseAttributeList({ value: 'allowfullscreen=false&width=640' }).attributes).toEqual({ allowFullScreen: false, width: 640 });
  });

  it('drops event handlers, src, srcdoc, sandbox, style and unknown names', () => {
    const { attributes, rejected } = parseAttributeList({
      value: 'onload=alert(1)&ONERROR=x&src=https://evil.test&srcdoc=<b>x</b>&sandbox=allow-top-navigation&style=position:fixed&class=x&height=400',
    });
    expect(attributes).toEqual({ height: 400 });
    expect(rejected).toEqual(['onload', 'onerror', 'src', 'srcdoc', 'sandbox', 'style', 'class']);
  });

  it('drops invalid values and keeps the name in the rejected list', () => {
    const { attributes, rejected } = parseAttributeList({
      value:
        'height=0&height=4001&width=101%25&width=-5&loading=sometimes&scrolling=maybe&frameborder=2&name=_top&referrerpolicy=unsafe-url&allow=camera&allowfullscreen=perhaps',
    });
    expect(attributes).toEqual({});
    expect(rejected).toEqual(['height', 'width', 'loading', 'scrolling', 'frameborder', 'name', 'referrerpolicy', 'allow', 'allowfullscreen']);
  });

  it('accepts the limits exactly: height 1 and 4000, width 100%', () => {
    expect(parseAttributeList({ value: 'height=4000&width=100%25' }).attributes).toEqual({ height: 4000, width: '100%' });
    expect(parseAttributeList({ value: 'height=1' }).attributes).toEqual({ height: 1 });
  });

  it('an allow list with one refused feature is refused whole', () => {
    expect(parseAttributeList({ value: 'allow=autoplay;' }).attributes).toEqual({ allow: 'autoplay' });
    expect(parseAttributeList({ value: 'allow=autoplay%3B%20microphone' })).toEqual({ attributes: {}, rejected: ['allow'] });
  });

  it('survives junk: no field, numbers, broken percent escapes', () => {
    expect(parseAttributeList(undefined)).toEqual({ attributes: {}, rejected: [] });
    expect(parseAttributeList({ value: { a: 1 } })).toEqual({ attributes: {}, rejected: [] });
    expect(parseAttributeList({ value: 'height=%E0%A4%A&&=&name=%' }).rejected).toEqual(['height', '=', 'name']);
  });
});

describe('responsiveAttributes', () => {
  it('defaults to lazy loading, strict-origin-when-cross-origin and a reserved height', () => {
    const { desktop, mobile } = responsiveAttributes({}, {});
    expect(desktop).toEqual({ height: DEFAULT_IFRAME_HEIGHT, loading: 'lazy', referrerPolicy: 'strict-origin-when-cross-origin' });
    expect(mobile).toEqual(desktop);
  });

  it('puts the mobile list over the desktop list; each height falls back to the other', () => {
    const { desktop, mobile } = responsiveAttributes({ height: 520, allow: 'fullscreen', scrolling: 'no' }, { height: 680, scrolling: 'yes' });
    expect(desktop).toMatchObject({ height: 520, allow: 'fullscreen', scrolling: 'no' });
    expect(mobile).toMatchObject({ height: 680, allow: 'fullscreen', scrolling: 'yes' });
    expect(responsiveAttributes({}, { height: 300 }).desktop.height).toBe(300);
    expect(responsiveAttributes({ height: 450 }, {}).mobile.height).toBe(450);
    expect(responsiveAttributes({}, { loading: 'eager' }).mobile.loading).toBe('eager');
  });
});

describe('iframeTitle', () => {
  it('is the title, else the headline, else the phrase', () => {
    expect(iframeTitle({ value: 'Share price' }, { value: 'Investors' }, 'Embedded content')).toBe('Share price');
    expect(iframeTitle({ value: '  ' }, { value: 'Investors' }, 'Embedded content')).toBe('Investors');
    expect(iframeTitle(undefined, null, 'Embedded content')).toBe('Embedded content');
  });
});

describe('mobileListChangesMoreThanSize', () => {
  const lists = (desktop: string, mobile: string) => ({ attributesForDesktop: { value: desktop }, attributesForMobile: { value: mobile } });
  it('is false when the lists differ in height and width alone (CSS sizes the box), or not at all', () => {
    expect(mobileListChangesMoreThanSize(lists('height=560&loading=lazy', 'height=440&loading=lazy'))).toBe(false);
    expect(mobileListChangesMoreThanSize(lists('height=560&width=800', 'width=100%'))).toBe(false);
    expect(mobileListChangesMoreThanSize(lists('allow=fullscreen', ''))).toBe(false);
    expect(mobileListChangesMoreThanSize({})).toBe(false);
  });
  it('is true when the mobile list changes any other attribute', () => {
    expect(mobileListChangesMoreThanSize(lists('height=560', 'height=440&loading=eager'))).toBe(true);
    expect(mobileListChangesMoreThanSize(lists('allow=fullscreen', 'allow=autoplay'))).toBe(true);
    expect(mobileListChangesMoreThanSize(lists('', 'referrerpolicy=no-referrer'))).toBe(true);
  });
});
