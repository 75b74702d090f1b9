import { describe, expect, it } from 'vitest';
import { addNonceToScripts, createNonce, pageCsp } from './security-headers.ts';
import { EMBED_ORIGINS, THUMBNAIL_ORIGINS, embedUrl, providerThumbnailUrl } from '../components/video/video.rules.ts';

/**
 * Whether a CSP allows `url` for a directive (falling back to default-src), for the source
 * expressions this policy uses: 'self', 'none', schemes (`https:`) and hosts. Enough to test ours.
 */
function cspAllows(csp: string, directive: string, url: string, self = 'https://www.example.com'): boolean {
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const sources = directives.get(directive) ?? directives.get('default-src') ?? [];
  const target = new URL(url);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === new URL(self).origin;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
    if (source.startsWith("'")) return false;
    const host = new URL(source.includes('://') ? source : `https://${source}`);
    return target.protocol === host.protocol && target.host === host.host;
  });
}

describe('pageCsp', () => {
  it('allows scripts by nonce only, with configured hosts as a fallback', () => {
    const csp = pageCsp('abc', { cspScriptHosts: ['www.googletagmanager.com', 'https://cdn.cookielaw.org'] });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://www.googletagmanager.com https://cdn.cookielaw.org");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('pageCsp and the video block', () => {
  const csp = pageCsp('abc', { cspScriptHosts: [] });

  it('lets the YouTube and Vimeo players in as frames, and their thumbnails as images', () => {
    expect(cspAllows(csp, 'frame-src', embedUrl({ kind: 'embed', provider: 'youtube', id: 'aqz-KE-bpKQ' }, 'https://www.example.com'))).toBe(true);
    expect(cspAllows(csp, 'frame-src', embedUrl({ kind: 'embed', provider: 'vimeo', id: '76979871' }))).toBe(true);
    for (const origin of Object.values(EMBED_ORIGINS)) expect(cspAllows(csp, 'frame-src', `${origin}/x`), origin).toBe(true);
    expect(cspAllows(csp, 'img-src', providerThumbnailUrl({ kind: 'embed', provider: 'youtube', id: 'aqz-KE-bpKQ' })!)).toBe(true);
    expect(cspAllows(csp, 'img-src', providerThumbnailUrl({ kind: 'embed', provider: 'vimeo', id: '76979871' })!)).toBe(true);
    for (const origin of Object.values(THUMBNAIL_ORIGINS)) expect(cspAllows(csp, 'img-src', `${origin}/x.jpg`), origin).toBe(true);
  });

  it('plays our own media and https content-hub videos, nothing over http or from data: URLs', () => {
    expect(cspAllows(csp, 'media-src', 'https://www.example.com/-/media/ports-group/video/quay-loop.webm')).toBe(true);
    expect(cspAllows(csp, 'media-src', 'https://acme.sitecorecontenthub.cloud/api/public/content/abc')).toBe(true);
    expect(cspAllows(csp, 'media-src', 'http://cdn.example.net/v.mp4')).toBe(false);
    expect(cspAllows(csp, 'media-src', 'data:video/mp4;base64,AAAA')).toBe(false);
    expect(cspAllows(csp, 'frame-src', 'http://www.youtube.com/embed/x')).toBe(false);
  });

  it('changes nothing else', () => {
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc' 'strict-dynamic'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "media-src 'self' https:",
      "connect-src 'self'",
      "frame-src 'self' https:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]);
  });
});

describe('addNonceToScripts', () => {
  it('adds the nonce to every script tag that has none', () => {
    expect(addNonceToScripts('<script>a()</script><SCRIPT src="x.js"></SCRIPT><script nonce="n0">b()</script><noscript>x</noscript>', 'N')).toBe(
      '<script nonce="N">a()</script><SCRIPT nonce="N" src="x.js"></SCRIPT><script nonce="n0">b()</script><noscript>x</noscript>',
    );
  });
});

describe('createNonce', () => {
  it('is new every time and long enough', () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
  });
});
