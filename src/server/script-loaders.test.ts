import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { externalScriptsAsLoaders } from './script-loaders.ts';
import { sealDocument } from './script-hashes.ts';

const loaderArguments = (html: string) =>
  [...html.matchAll(/document\.currentScript\.after\(s\)\}\)\((\{.*?\})\)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, string>);

describe('externalScriptsAsLoaders', () => {
  it('turns a script that loads a file into an inline loader with the same attributes', () => {
    const html = externalScriptsAsLoaders(
      `<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js?a=1&amp;b=2" data-domain-script='abc-123' charset=UTF-8></script>`,
    );
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(loaderArguments(html)).toEqual([
      { src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js?a=1&b=2', 'data-domain-script': 'abc-123', charset: 'UTF-8' },
    ]);
  });

  it('keeps async where it was, and leaves inline scripts alone', () => {
    const inline = `<script>window.dataLayer = window.dataLayer || [];</script>`;
    const html = externalScriptsAsLoaders(`${inline}<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script>`);
    expect(html.startsWith(inline)).toBe(true);
    expect(loaderArguments(html)).toEqual([{ async: '', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-1' }]);
  });

  it('cannot be broken out of by an attribute value', () => {
    const html = externalScriptsAsLoaders(`<script src="https://x.example/a.js" data-x="</script><script>alert(1)</script>"></script>`);
    // Whatever the markup was, no new element appears: everything is inside the one loader.
    const dom = new JSDOM(html);
    expect(dom.window.document.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives the page cache only inline scripts, each of which it can hash', () => {
    const marker = 'bWFya2Vy';
    const snippet = externalScriptsAsLoaders(`<script src="https://cdn.example.com/consent.js"></script><script>window.a = 1</script>`);
    const nonced = snippet.replace(/<script\b/g, `<script nonce="${marker}"`);
    const sealed = sealDocument(nonced, marker);
    expect(sealed.externalScripts).toEqual([]);
    expect(sealed.hashes).toHaveLength(2);
  });

  it('inserts the file, in order, where the snippet stood, when run in a page', async () => {
    const dom = new JSDOM(
      `<body><p id="before"></p>${externalScriptsAsLoaders('<script src="https://cdn.example.com/one.js"></script><script src="https://cdn.example.com/two.js" defer></script>')}<p id="after"></p></body>`,
      { runScripts: 'dangerously' },
    );
    const scripts = [...dom.window.document.querySelectorAll('script[src]')] as HTMLScriptElement[];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['https://cdn.example.com/one.js', 'https://cdn.example.com/two.js']);
    expect(scripts[0]!.async).toBe(false);
    expect(scripts[1]!.hasAttribute('defer')).toBe(true);
    expect(scripts[1]!.nextElementSibling?.id).toBe('after');
  });
});
