import { fieldsOf, hasText, isRecord, readList, readText } from '../../fields/read.ts';

/**
 * Quote carousel (spec 000 sections 3, 4 and 9): the pure rules. The component renders what these
 * decide.
 *
 * ## Content shape
 *
 * ```
 * QuoteCarousel fields {
 *   sectionId, headline               optional: anchor id and a heading over the quotes
 *   quotes: QuoteItem[]               a multilist (also read from `items`, or `{ value | results: [...] }`)
 * }
 * QuoteItem { id, name, fields: { quoteText, quoteAuthor, designation, logo (image), image (optional) } }
 * params { Styles: 'White' | 'Black' | 'Blue' }      default Black
 * ```
 *
 * A rendering whose own datasource is one quote (fields `quoteText`… and no list, as the `Quote`
 * alias sends it) is read as a list of that one quote.
 */

/** Spec 000 section 9: "Quote carousel: speed 800 ms, one slide per page, no autoplay." */
export const QUOTE_CAROUSEL_SPEED_MS = 800;
export const QUOTE_SLIDES_PER_PAGE = 1;

export type QuoteTheme = 'white' | 'black' | 'blue';

/** Spec 000 section 3: "Styles takes White, Black or Blue (default Black)." */
export const DEFAULT_QUOTE_THEME: QuoteTheme = 'black';

/**
 * The theme named in the Styles parameter. SXA sends Styles as a list of class names (spaces,
 * pipes or semicolons between them), so the first of the words White, Black or Blue found in it
 * wins, in any case and also inside a class name like `theme-blue`; anything else is Black.
 */
export function quoteTheme(styles: unknown): QuoteTheme {
  if (typeof styles !== 'string') return DEFAULT_QUOTE_THEME;
  const match = /(?:^|[^a-z])(white|black|blue)(?![a-z])/i.exec(styles);
  return match ? (match[1]!.toLowerCase() as QuoteTheme) : DEFAULT_QUOTE_THEME;
}

export interface QuoteModel {
  key: string;
  /** The quote item's fields (for the editing-aware field helpers). */
  fields: Record<string, unknown>;
}

/**
 * The quotes, in order: `quotes`, else `items`, else the datasource itself when it is a quote.
 * Outside editing a quote without text is dropped (an author with nothing said is not a quote);
 * editors keep every item so they can fill it in.
 */
export function readQuotes(fields: Record<string, unknown>, editing: boolean): QuoteModel[] {
  let source = readList(fields.quotes);
  if (source.length === 0) source = readList(fields.items);
  if (source.length === 0 && 'quoteText' in fields) source = [{ id: 'quote', fields }];
  const quotes: QuoteModel[] = [];
  source.forEach((item, index) => {
    if (!isRecord(item)) return;
    const itemFields = fieldsOf(item.fields);
    if (!editing && !hasText(itemFields.quoteText)) return;
    const id = typeof item.id === 'string' && item.id.trim() !== '' ? item.id : 'quote';
    quotes.push({ key: `${id}-${index}`, fields: itemFields });
  });
  return quotes;
}

export type QuoteLayout =
  /** Nothing to show (visitors see nothing). */
  | 'none'
  /** One quote, shown plain: no carousel markup, no navigation (spec 000 section 4). */
  | 'single'
  /** Two or more: the carousel, one slide per page, previous/next without wrapping. */
  | 'carousel'
  /** Edit mode: every quote in turn, statically. */
  | 'static';

export function quoteLayout(count: number, editing: boolean): QuoteLayout {
  if (editing) return 'static';
  if (count <= 0) return 'none';
  if (count === 1) return 'single';
  return 'carousel';
}

/** Whether a quote text is HTML (rich text) rather than plain text with line breaks. */
export function isHtmlQuote(field: unknown): boolean {
  return /<[a-z!/]/i.test(readText(field));
}
