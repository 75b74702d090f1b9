import { hasText, readImage } from '../../fields/read.ts';
import { ctaOf, type CtaPlan } from '../../lib/cta.ts';

/**
 * Cross link (spec 003 sections 2 and 3): a promo for another page with eyebrow, headline,
 * description, image and call to action. Visitors see nothing when it holds nothing to read or
 * follow; without an image the text takes the whole card.
 */
export interface CrossLinkPlan {
  hasEyebrow: boolean;
  hasHeadline: boolean;
  hasDescription: boolean;
  hasImage: boolean;
  cta: CtaPlan;
  isEmpty: boolean;
}

export function crossLinkPlan(fields: Record<string, unknown>): CrossLinkPlan {
  const hasEyebrow = hasText(fields.eyebrow);
  const hasHeadline = hasText(fields.headline);
  const hasDescription = hasText(fields.description);
  const hasImage = readImage(fields.image) !== undefined;
  const cta = ctaOf(fields);
  return { hasEyebrow, hasHeadline, hasDescription, hasImage, cta, isEmpty: !hasHeadline && !hasDescription && !cta.visible };
}
