/**
 * One page of every template of the sample site (content/README.md), in both languages: what the
 * page-weight benchmark's first tap and Lighthouse visit (issue 26, "Phones first", point 5).
 * "Template" is the kind of page a visitor meets, not only Sitecore's template name: most of the
 * site's pages are Sitecore's "Page", and a listing, the document hub and the home page are very
 * different pages made of it. Every path here answered 200 on the sample site (2026-11-28).
 *
 * The not-found template is measured at its own path, `/404` (the page the site's
 * errorHandling.notFoundPage names, the same blocks as the answer to an unknown path), because
 * Lighthouse refuses to audit a document answered with status 404; the page is noindex by design,
 * so its SEO score says so (`is-crawlable`).
 */

export interface TemplatePage {
  /** A short name, usable in `--pages=` (which then means both languages). */
  template: string;
  /** What the page is, for the docs and the table's notes. */
  description: string;
  en: string;
  ar: string;
}

export const TEMPLATE_PAGES: readonly TemplatePage[] = [
  { template: 'home', description: 'home page', en: '/', ar: '/ar' },
  { template: 'content', description: 'generic content page (hero, rich text)', en: '/about', ar: '/ar/about' },
  { template: 'leadership', description: 'leadership listing (people cards)', en: '/about/leadership', ar: '/ar/about/leadership' },
  { template: 'leader', description: 'Leader Page', en: '/about/leadership/amira-haddad', ar: '/ar/about/leadership/amira-haddad' },
  { template: 'insights', description: 'insights listing (featured articles, article listing)', en: '/insights', ar: '/ar/insights' },
  {
    template: 'article',
    description: 'Article Page',
    en: '/insights/blogs/a-day-in-the-control-tower',
    ar: '/ar/insights/blogs/a-day-in-the-control-tower',
  },
  { template: 'news-listing', description: 'news listing', en: '/news/all', ar: '/ar/news/all' },
  {
    template: 'news',
    description: 'News Details Page',
    en: '/news/coral-bay-terminal-handles-first-ultra-large-vessel',
    ar: '/ar/news/coral-bay-terminal-handles-first-ultra-large-vessel',
  },
  { template: 'document-hub', description: 'document hub (documents tables, dialogs)', en: '/document-hub', ar: '/ar/document-hub' },
  { template: 'contact', description: 'contact page (contact cards, country selector)', en: '/contact', ar: '/ar/contact' },
  { template: 'legal', description: 'Legal Page', en: '/privacy', ar: '/ar/privacy' },
  { template: 'country', description: 'Country Page', en: '/ae', ar: '/ar/ae' },
  { template: 'not-found', description: 'Not Found Page', en: '/404', ar: '/ar/404' },
];

const byTemplate = (name: string) => TEMPLATE_PAGES.find((p) => p.template === name)!;

/**
 * The five pages of the JavaScript and island-data target ("loaded and left alone" at
 * 375 px): home in both languages, an article, a listing and a leader page.
 */
export const BEFORE_INPUT_PAGES: readonly string[] = ['/', '/ar', byTemplate('article').en, byTemplate('news-listing').en, byTemplate('leader').en];

/** Every template page, English then Arabic, template by template. */
export function templatePaths(pages: readonly TemplatePage[] = TEMPLATE_PAGES): string[] {
  return pages.flatMap((p) => [p.en, p.ar]);
}

const normal = (path: string) => path.replace(/\/+$/, '') || '/';

/** The template a path is the sample of, in either language; undefined for any other page. */
export function templateOf(path: string): string | undefined {
  const p = normal(path);
  return TEMPLATE_PAGES.find((t) => t.en === p || t.ar === p)?.template;
}

export function isBeforeInputPage(path: string): boolean {
  return BEFORE_INPUT_PAGES.includes(normal(path));
}

/** Words `--pages=` takes besides paths and template names. */
const GROUPS: Record<string, () => string[]> = {
  all: () => templatePaths(),
  templates: () => templatePaths(),
  'before-input': () => [...BEFORE_INPUT_PAGES],
};

/**
 * `--pages=` as a list of paths: each comma-separated item is a path (`/ar/about`), a template's
 * name (both its pages: `article` is the English and the Arabic article), or a group (`all`,
 * `before-input`). Order kept, duplicates dropped.
 */
export function resolvePages(spec: string): string[] {
  const paths: string[] = [];
  for (const item of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (item.startsWith('/')) paths.push(item);
    else if (GROUPS[item]) paths.push(...GROUPS[item]());
    else {
      const page = TEMPLATE_PAGES.find((t) => t.template === item);
      if (!page) {
        throw new Error(
          `a page is a path starting with "/", a template (${TEMPLATE_PAGES.map((t) => t.template).join(', ')}) or ${Object.keys(GROUPS).join(', ')}; not "${item}"`,
        );
      }
      paths.push(page.en, page.ar);
    }
  }
  return [...new Set(paths)];
}
