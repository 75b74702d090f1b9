import { buildHref, isNewTabLink } from '../../fields/link.rules.ts';
import { readImage, readLink, readText } from '../../fields/read.ts';
import { GRID_TRACKS, type GridColumnRule } from '../../lib/sxa-params.ts';
import { breakpoints } from '../../ui/theme.ts';

/**
 * SXA image (spec 000 section 2 "image"; SXA fields `Image`, `ImageCaption`, `TargetUrl`): the
 * picture with its caption, inside a link when TargetUrl has an address (never in edit mode, where
 * a click edits the image, as in SXA). Without a picture there is nothing to show a visitor (a
 * caption alone describes nothing); editors get the 'Image' placeholder (spec 000 section 8).
 *
 * A link must have a name: the picture's alt text, else a label from the caption or the link's
 * own text or title. With none of them the picture is shown without the link (a nameless link
 * reads only as "link" to a screen reader, and leads nowhere it can tell).
 */
export interface ImagePlan {
  hasImage: boolean;
  hasCaption: boolean;
  /** The link around the picture, when there is one. */
  linked: boolean;
  /**
   * The link's accessible name when the picture's alt text is empty (a decorative picture inside
   * a link would leave the link nameless): the caption, else the link's own text or title. The
   * block adds the new-tab notice to it (an `aria-label` hides the link's own notice).
   */
  linkLabel: string | undefined;
  /** The link opens a new tab (spec 000 section 5: screen readers are told so). */
  newTab: boolean;
}

/** `ownOrigin`: the site's origin (the page context's `publicUrl`), to tell links to elsewhere. */
export function imagePlan(fields: Record<string, unknown>, editing: boolean, ownOrigin?: string): ImagePlan {
  const image = readImage(fields.Image);
  const caption = plainCaption(readText(fields.ImageCaption));
  const link = readLink(fields.TargetUrl);
  const href = buildHref(link);
  const hasAddress = !editing && image !== undefined && href !== '';
  const hasAlt = image !== undefined && image.alt.trim() !== '';
  const linkLabel = hasAddress && !hasAlt ? caption || link?.text?.trim() || link?.title?.trim() || undefined : undefined;
  const linked = hasAddress && (hasAlt || linkLabel !== undefined);
  return {
    hasImage: image !== undefined,
    hasCaption: caption !== '',
    linked,
    linkLabel: linked ? linkLabel : undefined,
    newTab: linked && isNewTabLink(link, href, ownOrigin),
  };
}

/** The caption as plain text (for a label): tags dropped, spaces collapsed. */
function plainCaption(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page's widest content, px (theme.layout.maxWidth). */
const CONTENT_MAX_PX = 1320;

/**
 * The `sizes` for the picture from its grid placement: from each breakpoint its share of the page
 * width, capped at that share of the content width; the whole width below the first. Inside a
 * splitter column the picture is smaller still: the guess errs on the sharp side.
 */
export function imageSizes(rules: readonly GridColumnRule[]): string {
  const entries = rules
    .filter((rule): rule is Required<GridColumnRule> => rule.from !== undefined)
    .reverse()
    .map((rule) => `(min-width: ${breakpoints[rule.from]}px) ${shareWidth(spanOf(rule.gridColumn))}`);
  entries.push(shareWidth(GRID_TRACKS));
  return entries.join(', ');
}

function shareWidth(span: number): string {
  const share = span / GRID_TRACKS;
  return `min(${Math.round(share * 10000) / 100}vw, ${Math.round(share * CONTENT_MAX_PX)}px)`;
}

function spanOf(gridColumn: string): number {
  const match = /span (\d+)/.exec(gridColumn);
  return match ? Number(match[1]) : GRID_TRACKS;
}
