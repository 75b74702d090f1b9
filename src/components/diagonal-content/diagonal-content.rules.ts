import { hasText, isRecord, readImage, readText } from '../../fields/read.ts';
import { ctaOf, type CtaPlan } from '../../lib/cta.ts';

/**
 * Diagonal content (spec 003 sections 2 and 3): eyebrow, headline, highlight text, body title and
 * text, image and call to action, with the text on the Left or Right (contentAlignment).
 */
export type ContentAlignment = 'left' | 'right';

/**
 * contentAlignment as the CMS sends it: `{ value: "Left" }`, or a droplink item whose name,
 * display name or `value` field says Left or Right. Anything else is Left (the reading start in
 * English; the layout mirrors in Arabic, so "left" means the inline start).
 */
export function contentAlignmentOf(field: unknown): ContentAlignment {
  const candidates: string[] = [readText(field)];
  if (isRecord(field)) {
    const item = isRecord(field.value) ? field.value : field;
    for (const key of ['name', 'displayName']) if (typeof item[key] === 'string') candidates.push(item[key] as string);
    if (isRecord(item.fields)) candidates.push(readText(item.fields.value), readText(item.fields.Value));
  }
  return candidates.some((c) => c.trim().toLowerCase() === 'right') ? 'right' : 'left';
}

export interface DiagonalContentPlan {
  alignment: ContentAlignment;
  has: Record<'eyebrow' | 'headline' | 'highlightText' | 'bodyTitle' | 'bodyText' | 'image', boolean>;
  cta: CtaPlan;
  isEmpty: boolean;
}

export function diagonalContentPlan(fields: Record<string, unknown>): DiagonalContentPlan {
  const has = {
    eyebrow: hasText(fields.eyebrow),
    headline: hasText(fields.headline),
    highlightText: hasText(fields.highlightText),
    bodyTitle: hasText(fields.bodyTitle),
    bodyText: hasText(fields.bodyText),
    image: readImage(fields.image) !== undefined,
  };
  const cta = ctaOf(fields);
  const isEmpty = !has.headline && !has.highlightText && !has.bodyTitle && !has.bodyText && !has.image && !cta.visible;
  return { alignment: contentAlignmentOf(fields.contentAlignment), has, cta, isEmpty };
}

/**
 * The image's diagonal cut as clip-path polygons, physical (CSS has no logical polygon), for the
 * side the cut faces: the text's side. Mirrored for right-to-left by swapping the side.
 */
export const DIAGONAL_CUT = '14%';
export function clipPathFor(cutSide: 'left' | 'right'): string {
  return cutSide === 'left' ? `polygon(${DIAGONAL_CUT} 0, 100% 0, 100% 100%, 0 100%)` : `polygon(0 0, 100% 0, calc(100% - ${DIAGONAL_CUT}) 100%, 0 100%)`;
}

/**
 * Which physical side the cut faces: the image sits opposite the text, so with text on the
 * (inline) left the cut is on the image's left edge; right-to-left mirrors it.
 */
export function cutSideFor(alignment: ContentAlignment, dir: 'ltr' | 'rtl'): 'left' | 'right' {
  const towardsText = alignment === 'left' ? 'left' : 'right';
  if (dir === 'ltr') return towardsText;
  return towardsText === 'left' ? 'right' : 'left';
}
