import type { LayoutServiceData, PlaceholdersData } from '../cms/types.ts';
import { isComponentRendering } from '../lib/renderings.ts';

/**
 * CMS componentName -> block folder (kebab case): `HeroBanner` -> `hero-banner`,
 * `CTABanner` -> `cta-banner`, `Styleguide-FieldUsage-Text` -> `styleguide-field-usage-text`.
 */
export function toKebabCase(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Every componentName used by the route, depth first, each once (personalised variants too). */
export function collectComponentNames(layout: LayoutServiceData | null | undefined): string[] {
  const names = new Set<string>();
  const visit = (placeholders: PlaceholdersData | undefined, depth: number) => {
    if (!placeholders || typeof placeholders !== 'object' || depth > 50) return;
    for (const items of Object.values(placeholders)) {
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        if (!isComponentRendering(item)) continue;
        names.add(item.componentName);
        visit(item.placeholders, depth + 1);
        if (item.experiences && typeof item.experiences === 'object') {
          for (const variant of Object.values(item.experiences)) {
            if (isComponentRendering(variant)) {
              names.add(variant.componentName);
              visit(variant.placeholders, depth + 1);
            }
          }
        }
      }
    }
  };
  visit(layout?.sitecore?.route?.placeholders, 0);
  return [...names];
}
