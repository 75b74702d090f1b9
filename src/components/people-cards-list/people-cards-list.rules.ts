/**
 * People cards list (spec 002: section 2 "People cards list", section 3 "People section settings",
 * sections 4, 8, 9): leader cards from the section's `leaders` multilist, filtered by the shared
 * filters, starting from the section's default country.
 */
import { isRecord, readImage, readItem, readText } from '../../fields/read.ts';
import { buildHref } from '../../fields/link.rules.ts';
import { readTagList, type FilterTag } from '../../ui/filters/filters.rules.ts';

/** Spec 002 section 9: 9 cards per load on desktop, 3 on mobile or tablet. */
export const PEOPLE_PAGE_SIZES = { desktop: 9, mobile: 3 } as const;
/** Spec 002 section 8: the empty result (dictionary `noLeadersFound`). */
export const NO_LEADERS_FOUND = 'No people match your current filter criteria. Please try different filters.';

export interface LeaderCard {
  id: string;
  /** The leader page ('' when the item has none: the card is not a link). */
  url: string;
  cardImage?: { src: string; alt: string; width?: number; height?: number };
  name: string;
  designation: string;
  /** Tag lists by tag field name (`country`, `function`, …), the filter type keys. */
  [tagField: string]: unknown;
}

const CARD_FIELDS = new Set(['cardImage', 'name', 'designation']);

/** One leader of the multilist as a card; undefined when the entry is not an item. */
export function leaderCard(raw: unknown, index: number): LeaderCard | undefined {
  if (!isRecord(raw)) return undefined;
  const fields = isRecord(raw.fields) ? raw.fields : {};
  const name = readText(fields.name).trim() || (typeof raw.displayName === 'string' ? raw.displayName.trim() : '');
  const url = typeof raw.url === 'string' ? buildHref({ href: raw.url }) : '';
  const card: LeaderCard = {
    id: typeof raw.id === 'string' && raw.id !== '' ? raw.id : `leader-${index}`,
    url,
    name,
    designation: readText(fields.designation).trim(),
  };
  const image = readImage(fields.cardImage);
  // The name follows the portrait: an image without its own alt text is decorative.
  if (image) card.cardImage = { ...image, alt: image.alt.trim() };
  for (const [key, value] of Object.entries(fields)) {
    if (CARD_FIELDS.has(key)) continue;
    const tags = readTagList(value);
    if (tags) card[key] = tags;
  }
  return card;
}

export function leaderCards(field: unknown): LeaderCard[] {
  const list = Array.isArray(field) ? field : isRecord(field) && Array.isArray(field.value) ? field.value : [];
  const cards: LeaderCard[] = [];
  list.forEach((raw, index) => {
    const card = leaderCard(raw, index);
    if (card) cards.push(card);
  });
  return cards;
}

/** The default country's tag id (a droplink to a Country tag), or undefined when empty. */
export function defaultCountryOf(field: unknown): string | undefined {
  const item = readItem(field);
  return item?.id || item?.name || undefined;
}

function compactTag(tag: FilterTag): Record<string, unknown> {
  return { id: tag.id, name: tag.name, displayName: tag.label };
}

/**
 * The fields the block reads, smaller (docs/decisions/009-islands.md): leader items keep their id,
 * url and the card fields, tags their id, name and label, filter types their key and label.
 * `leaderCards`, `readFilterTypes` and `defaultCountryOf` read it as they read the CMS's.
 */
export function compactPeopleFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const compact: Record<string, unknown> = {};
  for (const key of ['headline', 'description', 'sectionId']) if (key in fields) compact[key] = fields[key];
  const types = Array.isArray(fields.filtersToDisplay) ? fields.filtersToDisplay : [];
  compact.filtersToDisplay = types.filter(isRecord).map((t) => {
    const f = isRecord(t.fields) ? t.fields : {};
    return {
      name: t.name,
      fields: {
        filterType: { value: readText(f.filterType) },
        filterNameToDisplay: {
          value: readText(f.filterNameToDisplay) || readText(f.displayName) || readText(f.name) || (typeof t.name === 'string' ? t.name : ''),
        },
      },
    };
  });
  compact.leaders = leaderCards(fields.leaders).map((card) => {
    const f: Record<string, unknown> = { name: { value: card.name }, designation: { value: card.designation } };
    if (card.cardImage) f.cardImage = { value: { ...card.cardImage } };
    for (const [key, value] of Object.entries(card)) {
      if (['id', 'url', 'name', 'designation', 'cardImage'].includes(key)) continue;
      f[key] = (value as FilterTag[]).map(compactTag);
    }
    return { id: card.id, url: card.url, fields: f };
  });
  const country = defaultCountryOf(fields.defaultCountry);
  compact.defaultCountry = country ? { id: country } : null;
  return compact;
}
