import { fieldsOf, hasText, readImage, readItems, readLink, readText } from '../../fields/read.ts';
import { buildHref } from '../../fields/link.rules.ts';
import type { ItemFieldValue } from '../../fields/types.ts';
import { readChoice } from '../../lib/choice.ts';
import { videoCardSource, type PlayableVideoSource } from '../../lib/video-card.ts';
import { readVideoUrl } from '../../lib/video-playback.ts';

/**
 * Card carousel constants (spec 000 section 9): "1 to 3 columns, gap 24 px (12 px at 480 px or
 * below), speed 500 ms; 2 columns below 1025 px, 3 from 768 px, 2 from 640 px, 1 column at
 * 480 px or below".
 *
 * Read as a slider config whose max-width rules override its min-width ones (the only reading in
 * which every clause holds somewhere): the "3 from 768" step is overridden by "2 below 1025", so
 * - up to 480 px: 1 column (gap 12 px)
 * - 481 to 1024 px: 2 columns (gap 24 px)
 * - 1025 px and up: 3 columns.
 * Three cards at 768 px would be about 220 px wide, too narrow for an image, a two-line headline
 * and a description; two columns there is also what the spec's "2 columns below 1025 px" says.
 */
export const CARD_CAROUSEL_SPEED_MS = 500;
export const CARD_GAP_PX = 24;
export const CARD_GAP_SMALL_PX = 12;
export const ONE_COLUMN_MAX_PX = 480;
export const THREE_COLUMNS_MIN_PX = 1025;
export const MAX_COLUMNS = 3;

/** Columns at a viewport width (px). */
export function columnsAt(width: number): number {
  if (width <= ONE_COLUMN_MAX_PX) return 1;
  if (width < THREE_COLUMNS_MIN_PX) return 2;
  return 3;
}

export interface CarouselMode {
  /** false: a plain grid everywhere (edit mode, or the cards always fit). */
  enabled: boolean;
  /**
   * Where it is a carousel (more cards than columns, spec 000 section 4: "Controls show only when
   * there are more cards than columns"; "a plain grid … when all cards fit"). Undefined: everywhere.
   */
  activeMedia?: string;
}

export function carouselMode(cardCount: number, editing: boolean, width: CardWidth = 3): CarouselMode {
  if (editing || cardCount <= 1) return { enabled: false };
  // One card per view at every width: a carousel wherever there is a second card.
  if (width === 1) return { enabled: true };
  if (cardCount === 2) return { enabled: true, activeMedia: `(max-width: ${ONE_COLUMN_MAX_PX}px)` };
  if (cardCount === MAX_COLUMNS) return { enabled: true, activeMedia: `(max-width: ${THREE_COLUMNS_MIN_PX - 0.02}px)` };
  return { enabled: true };
}

/**
 * Spec 002 section 2: "The width option isSingleCard has values 1 and 3." Our reading: it is a
 * layout choice, so it is read from the rendering's parameters first (`isSingleCard=1`, as SXA
 * sends every parameter, a string), then from a datasource field of that name (a number, a
 * droplist or a droplink holding 1 or 3, or a checkbox: ticked is 1). 1 shows one wide card per
 * view at every width (image beside the text from 768 px); 3, and anything else, the carousel's
 * usual 1 / 2 / 3 columns (spec 000).
 */
export type CardWidth = 1 | 3;
export const SINGLE_CARD_WIDTH: CardWidth = 1;
export const DEFAULT_CARD_WIDTH: CardWidth = 3;

export function cardWidthOf(params: Record<string, string> | undefined, fields: Record<string, unknown> | undefined): CardWidth {
  const fromParams = typeof params?.isSingleCard === 'string' ? params.isSingleCard.trim() : '';
  if (fromParams !== '') return parseWidth(fromParams);
  const field = fields?.isSingleCard;
  const value = field !== null && typeof field === 'object' && 'value' in field ? (field as { value: unknown }).value : field;
  if (value === true) return SINGLE_CARD_WIDTH;
  return parseWidth(readChoice(field));
}

function parseWidth(value: string): CardWidth {
  return /^(1|true)$/i.test(value.trim()) ? SINGLE_CARD_WIDTH : DEFAULT_CARD_WIDTH;
}

export interface CardFields {
  image?: unknown;
  /** Spec 002: shows only when the card has neither image nor video. */
  logo?: unknown;
  /** A still for a video card without an image, and its phone version (spec 002 section 3). */
  thumbnailImage?: unknown;
  mobileThumbnailImage?: unknown;
  videoType?: unknown;
  videoProvider?: unknown;
  videoID?: unknown;
  contentVideo?: unknown;
  headline?: unknown;
  description?: unknown;
  link?: unknown;
  /** A video file (spec 000's card plays it while hovered; spec 002's with videoType). */
  video?: unknown;
}

export interface CardModel {
  key: string;
  fields: CardFields;
  hasLink: boolean;
  /** What the card plays (src/ui/video-card/VideoCard.tsx), when it is a video card (cardVideoOf). */
  videoSource?: PlayableVideoSource;
  /** What fills the card's media slot (cardMediaOf). */
  media: CardMediaKind;
}

/**
 * The card's media slot: its image; else, for a video card, its thumbnail image; else its logo,
 * which spec 002 shows "only when there is neither image nor video"; else nothing (an empty slot
 * keeps the row's cards the same height).
 */
export type CardMediaKind = 'image' | 'thumbnail' | 'logo' | 'none';

export function cardMediaOf(fields: CardFields, video: boolean): CardMediaKind {
  if (readImage(fields.image)) return 'image';
  if (video) return readImage(fields.thumbnailImage) ? 'thumbnail' : 'none';
  return readImage(fields.logo) ? 'logo' : 'none';
}

/**
 * What the card plays, when it is a video card. Spec 002's rule and spec 000's source preference
 * decide (src/lib/video-card.ts videoCardSource); the spec 000 card template has no videoType and
 * plays its `video` file, so a usable `video` file alone still makes a video card (sample cards
 * and CMS items made before spec 002 keep working).
 */
export function cardVideoOf(fields: CardFields): PlayableVideoSource | undefined {
  const legacyUrl = readVideoUrl(fields.video);
  return videoCardSource(fields) ?? (legacyUrl ? { kind: 'file', url: legacyUrl, contentHub: false } : undefined);
}

/**
 * The cards of the `cards` multilist. Outside editing a card with neither headline, description,
 * image nor video is dropped (nothing to show); in editing every card stays so it can be filled in.
 */
export function cardsOf(field: unknown, editing: boolean): CardModel[] {
  const items: ItemFieldValue<CardFields>[] = readItems<CardFields>(field);
  const cards: CardModel[] = [];
  items.forEach((item, index) => {
    const fields = fieldsOf(item.fields) as CardFields;
    const videoSource = cardVideoOf(fields);
    const media = cardMediaOf(fields, videoSource !== undefined);
    const visible = hasText(fields.headline) || hasText(fields.description) || media !== 'none' || videoSource !== undefined;
    if (!visible && !editing) return;
    cards.push({ key: item.id || `${index}`, fields, hasLink: buildHref(readLink(fields.link)) !== '', media, ...(videoSource ? { videoSource } : {}) });
  });
  return cards;
}

/** The section's call to action: link field, text override (ctaText) and modal id (ctaModalId). */
export function ctaOf(fields: Record<string, unknown>): { field: unknown; text?: string; modalId?: string; visible: boolean } {
  const text = readText(fields.ctaText).trim();
  const modalId = readText(fields.ctaModalId).trim();
  const link = readLink(fields.cta);
  const visible = buildHref(link) !== '' || modalId !== '';
  return { field: fields.cta, ...(text ? { text } : {}), ...(modalId ? { modalId } : {}), visible };
}
