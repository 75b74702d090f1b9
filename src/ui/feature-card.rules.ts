/**
 * Cards of editorial sections on article pages (benefits highlight, cards with links): items with
 * image, headline, description and a link field. Pure: which items show and whether they link.
 */
import { buildHref } from '../fields/link.rules.ts';
import { fieldsOf, hasText, readImage, readItems, readLink } from '../fields/read.ts';

export interface FeatureCardModel {
  key: string;
  fields: Record<string, unknown>;
  /** The link field's name that holds a usable link ('cta' or 'link'), if any. */
  hasLink: boolean;
}

/**
 * The cards of a multilist. Visitors see cards with a headline or an image (a card of nothing is
 * dropped); editors see every item, to fill it in.
 */
export function featureCards(field: unknown, linkField: string, editing: boolean): FeatureCardModel[] {
  const cards: FeatureCardModel[] = [];
  readItems(field).forEach((item, index) => {
    const fields = fieldsOf(item.fields);
    if (!editing && !hasText(fields.headline) && !readImage(fields.image)) return;
    cards.push({ key: item.id || `card-${index}`, fields, hasLink: buildHref(readLink(fields[linkField])) !== '' });
  });
  return cards;
}
