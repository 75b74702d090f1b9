/**
 * Document highlights (spec 002 sections 2, 3, 5, 9): card types, category colours, which cards
 * show, and the carousel's columns by width. Pure: no React, no browser.
 */
import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, hasText, readBoolean, readImage, readItem, readItems, readLink, readText } from '../../fields/read.ts';
import { downloadFileName } from '../../lib/download-name.ts';

// --- Card type (section 5) -----------------------------------------------------------------------

export type CardType = 'FullImage' | 'SemiImage' | 'NoImage';

/**
 * "Document card type is read from the name; 'FullImage' and 'Full Image' are both accepted;
 * otherwise SemiImage." The name is the droplink item's `name` (a plain text value is read the
 * same, for a droplist).
 */
export function cardTypeOf(field: unknown): CardType {
  const name = (readItem(field)?.name ?? readText(field)).trim();
  if (name === 'FullImage' || name === 'Full Image') return 'FullImage';
  if (name === 'NoImage') return 'NoImage';
  return 'SemiImage';
}

// --- Category colour (section 5) -----------------------------------------------------------------

export type CategoryColour = 'economic' | 'logistics' | 'ports' | 'marine' | 'default';

/**
 * "Category colour is chosen by keyword: economic or zone; logistics; port or terminal; marine or
 * service; otherwise default", in that order (the first that matches wins: 'Port logistics' is
 * logistics, as 'logistics' is asked before 'port').
 *
 * Not in the spec, decided here: keywords are whole words (plural allowed) and any case, so
 * 'Annual report' or 'Transport' is not a port; and the category is a translated label, so the
 * Arabic words for the same keywords count too (اقتصادية/منطقة, لوجستية, ميناء/موانئ/محطة,
 * بحرية/خدمات).
 */
const CATEGORY_KEYWORDS: readonly (readonly [CategoryColour, RegExp])[] = [
  ['economic', /\b(economic|economics|zones?)\b|اقتصادي|منطقة|المنطقة|مناطق/i],
  ['logistics', /\blogistics?\b|لوجست/i],
  ['ports', /\b(ports?|terminals?)\b|ميناء|الميناء|موانئ|الموانئ|محطة|المحطة|محطات|المحطات/i],
  ['marine', /\b(marine|services?)\b|بحري|خدمات|الخدمات/i],
];

export function categoryColourOf(category: string): CategoryColour {
  for (const [colour, pattern] of CATEGORY_KEYWORDS) if (pattern.test(category)) return colour;
  return 'default';
}

// --- Carousel (section 9) ------------------------------------------------------------------------

/**
 * "Document carousel: 5 per page by default (column prop), 4 on very wide, 3 below the medium
 * width, 2 on small, 1 at 480 px or less; gap 24 px (16 px at medium); peek padding 15%;
 * swipe 50 px."
 *
 * Read as a slider's responsive settings, each a max-width (the only reading in which a wider
 * screen does not get fewer cards than a narrower one): the column prop above 1920 px (the theme's
 * 2xl), 4 up to 1920 px, 3 below 1025 px (medium), 2 below 768 px (small), 1 at 480 px or less.
 * The gap is 16 px below medium. With fewer cards than the column prop, the prop is capped at 4.
 */
export const DEFAULT_COLUMNS = 5;
export const MAX_COLUMNS = 6;
export const GAP_PX = 24;
export const GAP_MEDIUM_PX = 16;
/** Share of the row the next card peeks in by. */
export const PEEK_SHARE = 0.15;
export const SWIPE_PX = 50;
export const SPEED_MS = 500;

/** [max width (inclusive), columns]: the narrowest first. */
export const COLUMN_STEPS: readonly (readonly [number, number])[] = [
  [480, 1],
  [767, 2],
  [1024, 3],
  [1920, 4],
];
export const MEDIUM_MAX_PX = 1024;

/** The column prop (the rendering's `column` / `Columns` parameter), 1 to 6, default 5. */
export function columnsParam(params: Readonly<Record<string, string>>): number {
  const raw = Number.parseInt(params.column ?? params.Columns ?? params.columns ?? '', 10);
  return Number.isFinite(raw) && raw >= 1 && raw <= MAX_COLUMNS ? raw : DEFAULT_COLUMNS;
}

/** Cards per page at a viewport width, for a column prop. */
export function perPageAt(width: number, columns: number = DEFAULT_COLUMNS): number {
  for (const [max, count] of COLUMN_STEPS) if (width <= max) return Math.min(count, columns);
  return columns;
}

export function gapAt(width: number): number {
  return width <= MEDIUM_MAX_PX ? GAP_MEDIUM_PX : GAP_PX;
}

export interface CarouselPlan {
  /** false: a plain grid everywhere (edit mode, or every card always fits). */
  enabled: boolean;
  /** Where there are more cards than per page (the carousel, with its buttons); undefined: everywhere. */
  activeMedia?: string;
}

/**
 * "Nav buttons show when there are more items than per page": the carousel is on exactly at the
 * widths where the cards do not all fit, a grid elsewhere (the same markup, CSS decides; so the
 * server's HTML is right at every width). Edit mode: "shows all items in a grid".
 */
export function carouselPlan(cardCount: number, columns: number, editing: boolean): CarouselPlan {
  if (editing || cardCount <= 1) return { enabled: false };
  if (cardCount > columns) return { enabled: true };
  // Widths where per page < count: below the widest step whose columns are still < count.
  const narrower = COLUMN_STEPS.filter(([, count]) => Math.min(count, columns) < cardCount);
  const last = narrower[narrower.length - 1];
  if (!last) return { enabled: false };
  return { enabled: true, activeMedia: `(max-width: ${last[0]}px)` };
}

// --- Cards (section 3) ---------------------------------------------------------------------------

export interface DocumentCard {
  key: string;
  type: CardType;
  fields: Record<string, unknown>;
  category: string;
  colour: CategoryColour;
  /** The link's address ('' when none). */
  href: string;
  modalId?: string;
  /** The link downloads, under this file name. */
  download?: string;
  /** The call to action's text: ctaText, else the link's text, else undefined (the block's default). */
  ctaText?: string;
}

/**
 * The `cards` multilist. Outside edit mode a card with nothing to show (no headline,
 * sub-headline or image) is left out; in edit mode every card stays to be filled in.
 */
export function documentCardsOf(field: unknown, editing: boolean): DocumentCard[] {
  const cards: DocumentCard[] = [];
  readItems(field).forEach((item, index) => {
    const fields = fieldsOf(item.fields);
    const visible = hasText(fields.headline) || hasText(fields.subHeadline) || readImage(fields.image) !== undefined;
    if (!visible && !editing) return;
    const link = readLink(fields.link);
    const href = buildHref(link);
    const modalId = readText(fields.ctaModalId).trim();
    const category = readText(fields.documentCategory).trim();
    const ctaText = readText(fields.ctaText).trim() || link?.text?.trim() || '';
    const downloadable = readBoolean(fields.isDownloadable) && href !== '' && modalId === '';
    cards.push({
      key: item.id || `card-${index}`,
      type: cardTypeOf(fields.cardType),
      fields,
      category,
      colour: categoryColourOf(category),
      href,
      ...(modalId ? { modalId } : {}),
      ...(downloadable ? { download: downloadFileName(href) } : {}),
      ...(ctaText ? { ctaText } : {}),
    });
  });
  return cards;
}
