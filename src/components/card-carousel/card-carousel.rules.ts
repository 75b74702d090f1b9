import { fieldsOf, hasText, readImage, readItems, readLink, readText } from '../../fields/read.ts';
import { buildHref } from '../../fields/link.rules.ts';
import type { ItemFieldValue } from '../../fields/types.ts';
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

export function carouselMode(cardCount: number, editing: boolean): CarouselMode {
  if (editing || cardCount <= 1) return { enabled: false };
  if (cardCount === 2) return { enabled: true, activeMedia: `(max-width: ${ONE_COLUMN_MAX_PX}px)` };
  if (cardCount === MAX_COLUMNS) return { enabled: true, activeMedia: `(max-width: ${THREE_COLUMNS_MIN_PX - 0.02}px)` };
  return { enabled: true };
}

export interface CardFields {
  image?: unknown;
  headline?: unknown;
  description?: unknown;
  link?: unknown;
  /** A video file that plays while the card is hovered or focused (spec 000 section 4). */
  video?: unknown;
}

export interface CardModel {
  key: string;
  fields: CardFields;
  hasLink: boolean;
  /** The card's hover video (src/ui/HoverVideo.tsx), when its `video` field has one. */
  videoUrl?: string;
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
    const videoUrl = readVideoUrl(fields.video);
    const visible = hasText(fields.headline) || hasText(fields.description) || readImage(fields.image) !== undefined || videoUrl !== undefined;
    if (!visible && !editing) return;
    cards.push({ key: item.id || `${index}`, fields, hasLink: buildHref(readLink(fields.link)) !== '', ...(videoUrl ? { videoUrl } : {}) });
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
