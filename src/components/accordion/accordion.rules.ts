import { ctaOf, type CtaPlan } from '../../lib/cta.ts';
import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, hasText, isRecord, readBoolean, readLink, readList, readText } from '../../fields/read.ts';

/**
 * Accordion (spec 003 sections 3, 4 and 5): the pure rules. The component renders what these say.
 *
 * ```
 * Accordion fields { headline, eyebrow, description (rich text), cta, ctaText, ctaModalId,
 *                    showDividerLine, generateFaqSchema, sectionId,
 *                    items: [{ id, name, fields: { headline, description (rich text), cta } }] }
 * params { FieldNames: TwoColumnWithIntro | RichTextAccordion | Default }
 * ```
 */

export type AccordionVariant = 'TwoColumnWithIntro' | 'RichTextAccordion' | 'Default';

/**
 * Spec 003 section 5: "The two-column accordion gets a sticky intro when it has more than 4
 * items."
 */
export const STICKY_INTRO_AFTER_ITEMS = 4;

/** The FieldNames param (case and spaces forgiven); anything else is Default. */
export function accordionVariant(params: Readonly<Record<string, string>> | undefined): AccordionVariant {
  const value = typeof params?.FieldNames === 'string' ? params.FieldNames.replace(/[\s_-]+/g, '').toLowerCase() : '';
  if (value === 'twocolumnwithintro') return 'TwoColumnWithIntro';
  if (value === 'richtextaccordion') return 'RichTextAccordion';
  return 'Default';
}

/** Spec 003 section 5, the sticky intro (never in editing mode, whose layout stays static). */
export function hasStickyIntro(variant: AccordionVariant, itemCount: number, editing: boolean): boolean {
  return variant === 'TwoColumnWithIntro' && !editing && itemCount > STICKY_INTRO_AFTER_ITEMS;
}

export interface AccordionItemModel {
  key: string;
  fields: Record<string, unknown>;
  headline: string;
  hasDescription: boolean;
  hasCta: boolean;
}

/**
 * The items, in order. Not shown in the spec, our decision: outside editing, an item without a
 * headline is left out (its header would be a button with no name, nothing a visitor could
 * choose); editors see every item with placeholders for what is missing.
 */
export function readAccordionItems(fields: Record<string, unknown>, editing: boolean): AccordionItemModel[] {
  const items: AccordionItemModel[] = [];
  readList(fields.items).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const itemFields = fieldsOf(entry.fields);
    const headline = readText(itemFields.headline).trim();
    if (!editing && headline === '') return;
    const id = typeof entry.id === 'string' && entry.id.trim() !== '' ? entry.id : 'item';
    items.push({
      key: `${id}-${index}`,
      fields: itemFields,
      headline,
      hasDescription: plainText(readText(itemFields.description)) !== '',
      hasCta: buildHref(readLink(itemFields.cta)) !== '',
    });
  });
  return items;
}

/** The section's call to action: the house rule (src/lib/cta.ts). */
export const sectionCta = (fields: Record<string, unknown>): CtaPlan => ctaOf(fields);

/** Whether the intro (eyebrow, headline, description, call to action) has anything to show. */
export function hasIntro(fields: Record<string, unknown>): boolean {
  return hasText(fields.eyebrow) || hasText(fields.headline) || plainText(readText(fields.description)) !== '' || sectionCta(fields).visible;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function fromCodePoint(code: number, whole: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
}

const DROPPED = /<!--[^]*?-->|<(script|style|template|noscript|iframe|object|textarea|title)\b[^]*?<\/\1\s*>/gi;
/** Tags that end a block of text: they leave a space behind (inline ones, such as a link, leave nothing). */
const BLOCK_TAG = /<\/?(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|table|thead|tbody|tr|td|th|section|article|figure|figcaption|pre)\b[^>]*>/gi;

/**
 * Rich text as plain text: comments, scripts and styles out, block tags as spaces, inline tags
 * dropped, entities decoded, spaces collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(DROPPED, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return fromCodePoint(code, whole);
      }
      return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Spec 003 section 5: "An accordion item counts for FAQ structured data only if headline and
 * description are both non-empty." The answer is the description as plain text.
 */
export function faqEntries(items: readonly unknown[]): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (const entry of items) {
    if (!isRecord(entry)) continue;
    const fields = fieldsOf(entry.fields);
    const question = readText(fields.headline).replace(/\s+/g, ' ').trim();
    const answer = plainText(readText(fields.description));
    if (question !== '' && answer !== '') entries.push({ question, answer });
  }
  return entries;
}

/**
 * The schema.org FAQPage for the block, or null: spec 003 section 5, "FAQ structured data is
 * emitted only when generateFaqSchema is true and not in editing mode", and never empty (a
 * FAQPage without questions is invalid, so no item qualifying means no data). The caller writes
 * it with serializeForScript (src/lib/serialize.ts), which keeps `</script>` from closing the tag.
 */
export function faqStructuredData(fields: Record<string, unknown>, editing: boolean): Record<string, unknown> | null {
  if (editing || !readBoolean(fields.generateFaqSchema)) return null;
  const entries = faqEntries(readList(fields.items));
  if (entries.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
