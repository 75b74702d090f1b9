import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHash, sealDocument } from './script-hashes.ts';

const MARKER = 'bWFya2VyLW5vbmNlLTEyMw==';
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('sealDocument', () => {
  const html = [
    `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="${MARKER}"/>`,
    `<script nonce="${MARKER}">window.a=1</script>`,
    `<script type="application/json" id="__PAGE_FACTS__">{"x":1}</script>`,
    `</head><body><p>text</p><script>alert("injected")</script>`,
    `<script nonce="${MARKER}">import("/assets/entry.js")</script>`,
    `<script nonce="${MARKER}">window.a=1</script>`,
    `</body></html>`,
  ].join('');

  it('hashes the scripts the render trusted, once each, and only those', () => {
    const sealed = sealDocument(html, MARKER);
    expect(sealed.hashes.sort()).toEqual([sha('window.a=1'), sha('import("/assets/entry.js")')].sort());
    expect(sealed.hashes).not.toContain(sha('alert("injected")'));
    expect(sealed.externalScripts).toEqual([]);
  });

  it('removes the marker nonce everywhere and nothing else', () => {
    const sealed = sealDocument(html, MARKER);
    expect(sealed.html).not.toContain(MARKER);
    expect(sealed.html).toBe(html.split(` nonce="${MARKER}"`).join(''));
    expect(sealed.html).toContain('<script>alert("injected")</script>');
  });

  it('reports trusted scripts that load a file', () => {
    const sealed = sealDocument(`<script async src="https://cdn.example.com/consent.js" nonce="${MARKER}"></script><script src="/x.js"></script>`, MARKER);
    expect(sealed.externalScripts).toEqual(['https://cdn.example.com/consent.js']);
    expect(sealed.hashes).toEqual([]);
  });

  it('hashes the text the browser sees: carriage returns normalised', () => {
    expect(scriptHash('a\r\nb\rc')).toBe(sha('a\nb\nc'));
  });
});
