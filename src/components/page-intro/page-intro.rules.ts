import { hasText, isRecord } from '../../fields/read.ts';
import { ctaOf, type CtaPlan } from '../../lib/cta.ts';

/**
 * Page intro (spec 003 sections 2, 3, 5): headline, description and call to action, each falling
 * back to the page route's own fields (docs/page-building-blocks.md): the headline to the route's
 * `headline`, then `title`, then `pageTitle`, then the route's display name; the description to
 * the route's `description`; the call to action (`cta`, `ctaText`, `ctaModalId`) to the route's
 * fields of the same names.
 */

export type HeadingLevel = 'h1' | 'h2';

/** Spec 003 section 5: h2 when the Styles parameter contains 'h2' (any case), else h1. */
export function headingLevel(styles: unknown): HeadingLevel {
  return typeof styles === 'string' && styles.toLowerCase().includes('h2') ? 'h2' : 'h1';
}

export interface RouteLike {
  name?: unknown;
  displayName?: unknown;
  fields?: unknown;
}

export interface PageIntroPlan {
  level: HeadingLevel;
  /** The field to show, and whether it is the block's own (editable) or the route's. */
  headline: { field: unknown; own: boolean } | undefined;
  description: { field: unknown; own: boolean } | undefined;
  cta: CtaPlan & { own: boolean };
}

function firstWithText(candidates: unknown[]): unknown {
  return candidates.find((field) => hasText(field));
}

export function pageIntroPlan(fields: Record<string, unknown>, params: Record<string, string>, route: RouteLike | null | undefined): PageIntroPlan {
  const routeFields = isRecord(route?.fields) ? route.fields : {};
  const displayName = typeof route?.displayName === 'string' && route.displayName.trim() ? { value: route.displayName } : undefined;

  const ownHeadline = hasText(fields.headline);
  const routeHeadline = firstWithText([routeFields.headline, routeFields.title, routeFields.pageTitle, displayName]);
  const ownDescription = hasText(fields.description);
  const routeDescription = firstWithText([routeFields.description]);

  const ownCta = ctaOf(fields);
  const cta = ownCta.visible ? { ...ownCta, own: true } : { ...ctaOf(routeFields), own: false };

  return {
    level: headingLevel(params.Styles),
    headline: ownHeadline ? { field: fields.headline, own: true } : routeHeadline ? { field: routeHeadline, own: false } : undefined,
    description: ownDescription ? { field: fields.description, own: true } : routeDescription ? { field: routeDescription, own: false } : undefined,
    cta: cta.visible ? cta : { ...ownCta, own: true },
  };
}
