/** Test helper: a page context with sensible defaults (an English page at /about). */
import type { PageContext } from '../app/page-context.ts';
import type { SiteSettings } from '../cms/types.ts';

export interface TestPageOptions extends Partial<Omit<PageContext, 'layout'>> {
  /** Route fields; `null` for a route with `fields: null`. */
  fields?: Record<string, unknown> | null;
  context?: PageContext['layout']['sitecore']['context'];
  route?: Record<string, unknown> | null;
  siteSettings?: SiteSettings;
}

export function testPage(options: TestPageOptions = {}): PageContext {
  const { fields = {}, context = {}, route, ...rest } = options;
  return {
    layout: {
      sitecore: { context, route: route === null ? null : { name: 'about', ...route, fields } },
    },
    dictionary: {},
    siteSettings: {},
    locale: 'en',
    language: 'en',
    dir: 'ltr',
    pageState: 'normal',
    path: '/about',
    search: '',
    publicUrl: 'https://www.example.com',
    notFound: false,
    ...rest,
  };
}
