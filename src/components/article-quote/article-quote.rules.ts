/** Quote block (spec 001 section 3: quoteText, quoteAuthor, designation). */
import { hasText } from '../../fields/read.ts';

/** Shown to visitors only with a quote to show; the author and designation are optional. */
export function isQuoteShown(fields: Record<string, unknown>, editing: boolean): boolean {
  return editing || hasText(fields.quoteText);
}
