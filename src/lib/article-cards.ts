import type { ArticleSearchDocument, SearchFacet } from './article-search.ts';
import { formatDate, parseDate } from './dates.ts';

/**
 * Article cards from search documents (spec 001 sections 3 and 5), shared by the article listing
 * and the featured/related blocks: plain data made on the server (or in the browser after a
 * search), so both render and hydrate from the same values. No I/O, no React.
 */

/**
 * Spec 001 section 5: card descriptions allow only "b, i, em, strong, a, p, ul, ol, li, br, span,
 * div, with no attributes". The server's search client cleans every document to this on arrival
 * (src/server/search-client.ts), so what reaches a card here is already clean.
 */
export const CARD_DESCRIPTION_TAGS = ['b', 'i', 'em', 'strong', 'a', 'p', 'ul', 'ol', 'li', 'br', 'span', 'div'] as const;

export interface ArticleCardData {
  id: string;
  title: string;
  /** The article page's path (or an absolute http(s) address). */
  url: string;
  /** The type tag's text ('' when the document has none). */
  type: string;
  /** ISO date, or '' when the document has no valid date. */
  date: string;
  /** Day, localised month name, year (Intl, UTC). */
  dateLabel: string;
  /** Sanitised HTML (CARD_DESCRIPTION_TAGS only). */
  description: string;
  /** Card image address, or '' (only site-relative or http(s) addresses are kept). */
  image: string;
}

const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return text(value[0]);
  return '';
}

/** The type facet's value texts by id, so a document that carries the type's id shows its title. */
export function typeLabelsOf(facets: unknown, facetName = 'insights_type'): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!Array.isArray(facets)) return labels;
  for (const facet of facets as SearchFacet[]) {
    if (typeof facet !== 'object' || facet === null || facet.name !== facetName || !Array.isArray(facet.value)) continue;
    for (const value of facet.value) {
      if (value && typeof value.id === 'string' && typeof value.text === 'string' && value.text.trim() !== '') {
        labels[value.id] = value.text.trim();
      }
    }
  }
  return labels;
}

/**
 * One card, or null when the document lacks an id, a title or a usable url (spec 001 section 5:
 * "Listing cards show only if id, title and url exist"). A `javascript:` or protocol-relative url
 * counts as missing.
 */
export function toArticleCard(doc: unknown, language: string, typeLabels: Record<string, string> = {}): ArticleCardData | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const d = doc as Partial<Record<keyof ArticleSearchDocument, unknown>>;
  const id = text(d.id);
  const title = text(d.insights_title);
  const url = text(d.insights_url);
  if (!id || !title || !url || !SAFE_URL.test(url)) return null;
  const date = parseDate(text(d.articledate));
  const type = text(d.insights_type);
  const image = text(d.insights_card_image);
  return {
    id,
    title,
    url,
    type: typeLabels[type] ?? type,
    date: date ? date.toISOString() : '',
    dateLabel: date ? formatDate(date, language) : '',
    description: text(d.insights_short_description),
    image: SAFE_URL.test(image) ? image : '',
  };
}

/** Cards of a result list: the unusable documents dropped, the order kept, ids unique. */
export function toArticleCards(docs: unknown, language: string, typeLabels: Record<string, string> = {}): ArticleCardData[] {
  if (!Array.isArray(docs)) return [];
  const seen = new Set<string>();
  const cards: ArticleCardData[] = [];
  for (const doc of docs) {
    const card = toArticleCard(doc, language, typeLabels);
    if (card && !seen.has(card.id)) {
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}
