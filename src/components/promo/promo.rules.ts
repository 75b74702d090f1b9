import { planLink } from '../../fields/link.rules.ts';
import { hasText, readImage, readLink } from '../../fields/read.ts';
import { styleClasses } from '../../lib/sxa-params.ts';

/**
 * SXA promo (spec 000 section 2: "promo"; fields as Sitecore's Promo rendering sends them):
 * `PromoIcon` (image), `PromoText` (rich text), `PromoText2` (rich text, the second text of the
 * "WithText" variant), `PromoLink` (link). `PromoIcon2` and `PromoText3` also arrive from some
 * templates (the fixture has them, empty); no rendering variant of Sitecore's shows them, so
 * neither do we.
 */
export interface PromoContent {
  hasImage: boolean;
  hasText: boolean;
  hasText2: boolean;
  hasLink: boolean;
  /** The link goes somewhere (it may also be plain text: spec 000 section 5). */
  linkNavigates: boolean;
  /** Nothing to show a visitor. */
  isEmpty: boolean;
  /** No datasource at all (the fields map is empty): editors get the "Promo" placeholder. */
  noDatasource: boolean;
}

export function promoContent(fields: Record<string, unknown>): PromoContent {
  const hasImage = readImage(fields.PromoIcon) !== undefined;
  const text = hasText(fields.PromoText);
  const text2 = hasText(fields.PromoText2);
  const linkKind = planLink({ value: readLink(fields.PromoLink) }).kind;
  const hasLink = linkKind !== 'none';
  return {
    hasImage,
    hasText: text,
    hasText2: text2,
    hasLink,
    linkNavigates: linkKind === 'anchor',
    isEmpty: !hasImage && !text && !text2 && !hasLink,
    noDatasource: Object.keys(fields).length === 0,
  };
}

/** The SXA rendering variant (`FieldNames` param): "WithText" shows the second text. */
export function isWithTextVariant(params: Record<string, string>): boolean {
  return (params.FieldNames ?? '').trim().toLowerCase() === 'withtext';
}

export interface PromoLayout {
  classes: string[];
  /** `promo-no-border`, `main-promo-no-border`…: a flat promo without frame or shadow. */
  borderless: boolean;
}

export function promoLayout(styles: unknown): PromoLayout {
  const classes = styleClasses(styles);
  return { classes, borderless: classes.some((c) => /no-border/i.test(c)) };
}
