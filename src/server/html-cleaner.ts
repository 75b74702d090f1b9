import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';
import { SUMMARY_TAGS, type NewsCleaner } from '../lib/news-feed.ts';

/**
 * HTML that comes from outside our code (feeds, the search service, CMS text that is not rich text
 * by contract), cleaned on the server with a real HTML parser (sanitize-html, on htmlparser2),
 * before any of it reaches a page or a route's answer. Only the tags a use allows survive, with no
 * attributes at all (spec 001 section 5), balanced: a stray `</div>` is dropped, an unclosed `<p>`
 * closed, so a description cannot close or open our own elements. Scripts, styles and other
 * elements whose content is not text are dropped with their content; comments go; text is escaped.
 * The browser renders what this gives, and never cleans anything itself (sanitize-html stays out
 * of its bundle).
 */

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'svg', 'math', 'head'];

/** `html` reduced to `allowedTags`, without attributes, balanced; '' for anything but a string. */
export function cleanHtml(html: unknown, allowedTags: readonly string[]): string {
  if (typeof html !== 'string' || html === '') return '';
  // sanitize-html's output is not always its own fixed point: a broken list such as
  // `<li><text</b><li>text` comes out as nested items, which a second pass flattens. Cleaned until
  // it no longer changes (one more pass almost always), so what is stored cleans to itself.
  let cleaned = cleanOnce(html, allowedTags);
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    const again = cleanOnce(cleaned, allowedTags);
    if (again === cleaned) break;
    cleaned = again;
  }
  return cleaned;
}

/** Passes after the first, at most: a shape that needs more is cut short (still clean, only not stable). */
const MAX_EXTRA_PASSES = 3;

function cleanOnce(html: string, allowedTags: readonly string[]): string {
  return sanitize(html, {
    allowedTags: [...allowedTags],
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    allowVulnerableTags: false,
    // An element left with nothing in it (a stray `</p>` parses as an empty paragraph) only adds space.
    exclusiveFilter: (frame) => frame.tag !== 'br' && frame.text.trim() === '',
  }).trim();
}

/**
 * The text of `html` as a visitor reads it (entities decoded, every tag a word break, whitespace
 * collapsed), for titles and labels that React writes as text; '' for anything but a string.
 */
export function htmlText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  let text = '';
  let dropped = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (DROPPED_WITH_CONTENT.includes(name)) dropped++;
        text += ' ';
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.includes(name) && dropped > 0) dropped--;
        text += ' ';
      },
      ontext(part) {
        if (dropped === 0) text += part;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}

/** News cards' cleaning (src/lib/news-feed.ts CardOptions): summaries to SUMMARY_TAGS, titles to text. */
export const newsCleaner: NewsCleaner = {
  summary: (html) => cleanHtml(html, SUMMARY_TAGS),
  text: htmlText,
};
