/**
 * The links a visitor can follow from a server-rendered page: every `<a href>` outside scripts,
 * styles, templates and comments, resolved against the page's address. Used by the site crawl
 * (test/site-links.test.ts); React writes attributes double-quoted with entities escaped, which is
 * all this reads.
 */

/** Markup whose `<a>` tags are not links on the page (data, code, inert templates). */
const NOT_PAGE_MARKUP = /<!--[\s\S]*?-->|<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const ANCHOR_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
/** Schemes that are not a page of any site: nothing to fetch. */
const NOT_FETCHED = /^(mailto|tel|sms|javascript|data|blob):/i;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** An attribute value with its character references decoded (`&amp;`, `&#x27;`, `&#39;`). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Every `href` of an `<a>` on the page, decoded, in document order (duplicates kept). */
export function anchorHrefs(html: string): string[] {
  const visible = html.replace(NOT_PAGE_MARKUP, '');
  return [...visible.matchAll(ANCHOR_HREF)].map((match) => decodeAttribute(match[1] ?? match[2] ?? '').trim());
}

/**
 * The same-origin links of a page as path plus query (no fragment), each once, in document order.
 * Skipped: other origins, mail/phone/script/data links, empty hrefs and links that only move
 * within the page (`#section`), since none of them asks this site for another page.
 */
export function internalLinks(html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const found = new Set<string>();
  for (const href of anchorHrefs(html)) {
    if (href === '' || href.startsWith('#') || NOT_FETCHED.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.origin !== base.origin) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}
