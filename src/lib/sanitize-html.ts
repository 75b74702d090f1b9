/**
 * Allow-list HTML cleaning for text that comes from feeds and search services (spec 001 section 5:
 * "only p, br, strong, em, b with no attributes"). Allowed tags are re-written without their
 * attributes, every other tag is dropped (script and style with their contents), and any stray
 * angle bracket left in the text is escaped, so the result cannot open a tag of its own.
 */

const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|noscript|template|textarea|title)\b[^]*?<\/\1\s*>/gi;
const COMMENT = /<!--[^]*?-->/g;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g;
const VOID = new Set(['br']);

export function sanitizeHtml(html: unknown, allowedTags: readonly string[]): string {
  if (typeof html !== 'string' || html === '') return '';
  const allowed = new Set(allowedTags.map((t) => t.toLowerCase()));
  const cleaned = html.replace(COMMENT, '').replace(DROP_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const match of cleaned.matchAll(TAG)) {
    out += escapeText(cleaned.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]!.toLowerCase();
    if (!allowed.has(name)) continue;
    const closing = match[0].startsWith('</');
    if (VOID.has(name)) out += closing ? '' : `<${name}>`;
    else out += closing ? `</${name}>` : `<${name}>`;
  }
  out += escapeText(cleaned.slice(last));
  return out;
}

/** Text with every tag removed and whitespace collapsed (for plain-text summaries and labels). */
export function stripTags(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(COMMENT, '')
    .replace(DROP_WITH_CONTENT, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
