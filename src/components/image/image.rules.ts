import { buildHref } from '../../fields/link.rules.ts';
import { readImage, readLink, readText } from '../../fields/read.ts';
import { GRID_TRACKS, type GridColumnRule } from '../../lib/sxa-params.ts';
import { breakpoints } from '../../ui/theme.ts';

/**
 * SXA image (spec 000 section 2 "image"; SXA fields `Image`, `ImageCaption`, `TargetUrl`): the
 * picture with its caption, inside a link when TargetUrl has an address (never in edit mode, where
 * a click edits the image, as in SXA). Without a picture there is nothing to show a visitor (a
 * caption alone describes nothing); editors get the 'Image' placeholder (spec 000 section 8).
 */
export interface ImagePlan {
  hasImage: boolean;
  hasCaption: boolean;
  /** The link around the picture, when there is one. */
  linked: boolean;
  /**
   * The link's accessible name when the picture's alt text is empty (a decorative picture inside
   * a link would leave the link nameless): the caption, else the link's own text or title.
   */
  linkLabel: string | undefined;
}

export function imagePlan(fields: Record<string, unknown>, editing: boolean): ImagePlan {
  const image = readImage(fields.Image);
  const caption = plainCaption(readText(fields.ImageCaption));
  const link = readLink(fields.TargetUrl);
  const linked = !editing && image !== undefined && buildHref(link) !== '';
  const linkLabel = linked && image!.alt.trim() === '' ? caption || link?.text?.trim() || link?.title?.trim() || undefined : undefined;
  return { hasImage: image !== undefined, hasCaption: caption !== '', linked, linkLabel };
}

/** The caption as plain text (for a label): tags dropped, spaces collapsed. */
function plainCaption(value: string): string {
  return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
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
