import { hasText, readImage, readLink } from '../../fields/read.ts';
import { buildHref } from '../../fields/link.rules.ts';

/**
 * Hero banner (spec 000 section 2 "hero banner"; section 5: blocks show only when present,
 * always in editing mode).
 */
export interface HeroContent {
  hasEyebrow: boolean;
  hasHeadline: boolean;
  hasDescription: boolean;
  hasImage: boolean;
  hasCta: boolean;
  /** Nothing to show to a visitor: the block renders nothing. */
  isEmpty: boolean;
}

export function heroContent(fields: Record<string, unknown>): HeroContent {
  const cta = readLink(fields.cta);
  const content = {
    hasEyebrow: hasText(fields.eyebrow),
    hasHeadline: hasText(fields.headline),
    hasDescription: hasText(fields.description),
    hasImage: readImage(fields.image) !== undefined || readImage(fields.mobileImage) !== undefined,
    hasCta: buildHref(cta) !== '' && Boolean(cta?.text?.trim()),
  };
  return {
    ...content,
    isEmpty: !content.hasHeadline && !content.hasEyebrow && !content.hasDescription && !content.hasImage,
  };
}
