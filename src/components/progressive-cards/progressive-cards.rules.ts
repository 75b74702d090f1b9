/**
 * Progressive cards, vertical and horizontal (spec 002 sections 2, 3, 4 and 9). Pure: the variant,
 * the cards, how many show on a phone per load, and when a card's description shows.
 */
import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, hasText, isRecord, readImage, readItems, readLink, readNumber } from '../../fields/read.ts';

/** Spec 002 section 9: "Progressive cards on mobile: mobileCardCount (default 3) per load." */
export const DEFAULT_MOBILE_CARD_COUNT = 3;
/** Spec 002 section 9: "Vertical reveal delay 330 ms." */
export const VERTICAL_REVEAL_DELAY_MS = 330;

export type ProgressiveVariant = 'vertical' | 'horizontal';

/** ProgressiveCardsHorizontal is the horizontal variant; ProgressiveCardsVertical (and any other name) the vertical. */
export function variantOf(componentName: unknown): ProgressiveVariant {
  return typeof componentName === 'string' && /horizontal/i.test(componentName) ? 'horizontal' : 'vertical';
}

/** The wait before a card's description is revealed on hover: 330 ms for vertical, none for horizontal. */
export function revealDelayMs(variant: ProgressiveVariant): number {
  return variant === 'vertical' ? VERTICAL_REVEAL_DELAY_MS : 0;
}

/** `mobileCardCount`: a whole number of at least 1 (a number or numeric text), else 3. */
export function mobileCardCountOf(field: unknown): number {
  const n = readNumber(field);
  return n !== undefined && n >= 1 ? Math.floor(n) : DEFAULT_MOBILE_CARD_COUNT;
}

/** Cards shown on a phone after `loads` presses of Load more: `perLoad` more each time, never more than there are. */
export function visibleOnMobile(total: number, perLoad: number, loads: number): number {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const step = Number.isFinite(perLoad) && perLoad >= 1 ? Math.floor(perLoad) : DEFAULT_MOBILE_CARD_COUNT;
  const safeLoads = Number.isFinite(loads) && loads > 0 ? Math.floor(loads) : 0;
  return Math.min(safeTotal, step * (safeLoads + 1));
}

export function hasMoreOnMobile(total: number, perLoad: number, loads: number): boolean {
  return visibleOnMobile(total, perLoad, loads) < (Number.isFinite(total) && total > 0 ? Math.floor(total) : 0);
}

/**
 * When a card's description shows (spec 002 section 4: "revealed on hover, in edit mode or on
 * tablet"):
 * - `none`: `showCardDescription` is unticked: no card shows its description.
 * - `shown`: edit mode: always, so editors can edit it.
 * - `reveal`: for visitors: hidden until the card is hovered (or has the keyboard focus) on a
 *   desktop with a mouse; shown on tablets (768 to 1024 px) and on any screen that cannot hover.
 *   Phones are "not shown" in the spec: a phone cannot hover, so hiding the text there would hide
 *   it for good; phones show it, like tablets (our decision). The styles hold the widths.
 * A missing `showCardDescription` field counts as ticked: an editor who wrote descriptions expects
 * to see them (a present, unticked checkbox hides them).
 */
export type DescriptionMode = 'none' | 'shown' | 'reveal';

export function descriptionMode(showCardDescription: unknown, editing: boolean): DescriptionMode {
  const value = isRecord(showCardDescription) ? showCardDescription.value : showCardDescription;
  const show =
    value === undefined || value === null || value === '' ? true : value === true || value === 1 || (typeof value === 'string' && /^(1|true)$/i.test(value));
  if (!show) return 'none';
  return editing ? 'shown' : 'reveal';
}

export interface ProgressiveCard {
  key: string;
  fields: Record<string, unknown>;
  hasLink: boolean;
}

/** The list field's name: `cards`, else `items` (both seen on card sections). */
export function cardsFieldOf(fields: Record<string, unknown>): unknown {
  return fields.cards ?? fields.items;
}

/** The cards: visitors get those with a headline or an image; editors get every item. */
export function progressiveCards(field: unknown, editing: boolean): ProgressiveCard[] {
  const cards: ProgressiveCard[] = [];
  readItems(field).forEach((item, index) => {
    const fields = fieldsOf(item.fields);
    if (!editing && !hasText(fields.headline) && !readImage(fields.image)) return;
    cards.push({ key: item.id || `card-${index}`, fields, hasLink: buildHref(readLink(fields.cta)) !== '' });
  });
  return cards;
}
