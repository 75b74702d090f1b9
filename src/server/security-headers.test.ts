import { describe, expect, it } from 'vitest';
import { addNonceToScripts, createNonce, pageCsp } from './security-headers.ts';

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
