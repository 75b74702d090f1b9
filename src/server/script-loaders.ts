/**
 * Site script snippets that load a file (`<script src="https://cdn.cookielaw.org/…">`) on a page
 * for the page cache (docs/decisions/011-page-cache.md). A cached page trusts its inline scripts
 * by hash, and a hash cannot vouch for a file; so each such element becomes a small inline
 * script (hashed like the others) that inserts the same element, with the same attributes, right
 * where it stood. Under 'strict-dynamic' a script inserted by a trusted script may run, as
 * whatever a tag manager loads does.
 *
 * What changes: the file no longer blocks the parser. Inserted scripts without `async` run in
 * the order they were inserted (`async = false`), so snippets that depend on each other keep
 * their order; a snippet that calls `document.write` would not work (no tag manager does).
 */
const EXTERNAL_SCRIPT = /<script\b([^>]*\ssrc\s*=[^>]*)>[\s\S]*?<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function externalScriptsAsLoaders(html: string): string {
  return html.replace(EXTERNAL_SCRIPT, (_element, attributes: string) => {
    const attrs: Record<string, string> = {};
    for (const match of attributes.matchAll(ATTRIBUTE)) {
      const name = match[1]!.toLowerCase();
      if (name === 'nonce') continue;
      attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    }
    // `<` written as \u003c: no attribute value can close this script element.
    const json = JSON.stringify(attrs)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
    return `<script>(function(a){var s=document.createElement("script");for(var k in a)s.setAttribute(k,a[k]);if(!("async" in a))s.async=false;document.currentScript.after(s)})(${json})</script>`;
  });
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Attribute values as the HTML parser reads them: the character references snippets use. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED[body.toLowerCase()] ?? reference;
  });
}
