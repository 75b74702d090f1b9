/**
 * Page titles as breadcrumbs show them (spec 001 sections 5, 8, 9): shortened to 4 words with an
 * ellipsis, and 'Untitled' in structured data when a page has no title. Shared by the breadcrumb
 * block and the article page's structured data.
 */

/** Spec 001 section 9: "Breadcrumb title trimmed to 4 words". */
export const BREADCRUMB_TITLE_WORDS = 4;
export const ELLIPSIS = '…';
/** Spec 001 section 8: the structured-data title when a page has no title at all. */
export const UNTITLED = 'Untitled';

/** Spec: at most 4 words, then an ellipsis. Whitespace runs count as one separator. */
export function shortenTitle(title: string, maxWords = BREADCRUMB_TITLE_WORDS): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, maxWords).join(' ')}${ELLIPSIS}`;
}
