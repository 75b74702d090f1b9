import { isThemeName, type ThemeName } from '../ui/theme.ts';
import type { PageContext } from './page-context.ts';

/**
 * Which palette a page uses (spec 000 section 1: Global and drydocks). In order: an explicit
 * choice (the `theme` prop of PageProviders), a `theme` (or `Theme`) field on the route (text, or
 * a droplink item whose name is the theme), the `theme` entry of the Layout Service context
 * (site-level setting), a site whose name contains "drydocks"; otherwise Global.
 */
export function themeNameFor(page: Pick<PageContext, 'layout'>, explicit?: string): ThemeName {
  const normalise = (value: unknown): ThemeName | undefined => {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return isThemeName(text) ? text : undefined;
  };
  const fromExplicit = normalise(explicit);
  if (fromExplicit) return fromExplicit;

  const fields = page.layout?.sitecore?.route?.fields;
  const field = fields && typeof fields === 'object' ? (fields.theme ?? fields.Theme) : undefined;
  if (field && typeof field === 'object') {
    const f = field as { value?: unknown; name?: unknown; fields?: { value?: { value?: unknown } } };
    const fromRoute = normalise(f.value) ?? normalise(f.name) ?? normalise(f.fields?.value?.value);
    if (fromRoute) return fromRoute;
  }

  const context = page.layout?.sitecore?.context;
  const fromContext = normalise(context?.theme);
  if (fromContext) return fromContext;

  const site = typeof context?.site?.name === 'string' ? context.site.name.toLowerCase() : '';
  return site.includes('drydocks') ? 'drydocks' : 'global';
}
