import { languageOf } from '../../routes.ts';
import { SITES_TAG } from '../cms/cms.ts';
import type { SiteRoute } from '../cms/site-services.ts';
import { NOT_FOUND_CACHE_CONTROL } from './cache-control.ts';
import { SITEMAP_TAG } from '../cms/site-sitemap.ts';
import type { RewriteHandler, ServerContext } from './server-context.ts';
import { sendUnknownHost } from './sites.ts';
import { SITEMAP_CACHE_CONTROL, sendSiteFileFailure } from './sitemap.ts';

/**
 * `/llms.txt` and `/ar/llms.txt` (issue 28 item 4), per site and language: the text editors keep
 * in the CMS (Edge's `siteInfo.llmsTxt`, as Sitecore's LlmsTxtService reads it) when it is set;
 * otherwise one made from the sitemap's pages in the llmstxt.org format: the site's title as the
 * H1, its summary as a quote, then sections of links, each page with its description. Cached and
 * purged with the sitemap (its tag), sent as Markdown.
 */

/** The content type Sitecore's SDK serves llms.txt with (llmstxt.org: Markdown). */
export const LLMS_TXT_CONTENT_TYPE = 'text/markdown; charset=utf-8';
/** Pages listed at most (the sitemap's own page size): a model reads the top of a long file. */
export const LLMS_TXT_MAX_PAGES = 1000;

/** The heading of the top-level pages without pages under them, by language. */
const PAGES_HEADING: Record<string, string> = { en: 'Pages', ar: 'الصفحات' };

/** Text for one line of Markdown: no line breaks, and no brackets that would end a link's text. */
function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([[\]\\])/g, '\\$1')
    .trim();
}

/** The last segment of a path, as words: `/services/dry-docking` → `Dry docking`. */
function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : path;
}

/**
 * The llms.txt of a site in one language, made from its pages: the home page gives the title and
 * the summary; a top-level page with pages under it heads a section of its own (`## Services`),
 * the other top-level pages are listed under `## Pages`, first. Error pages are never listed.
 */
export function llmsTxtFromRoutes(routes: readonly SiteRoute[], options: { siteName: string; origin: string; prefix: string; language: string }): string {
  const { origin, prefix } = options;
  const url = (path: string) => `${origin}${prefix}${path === '/' ? (prefix ? '' : '/') : path}`;
  const listed = routes.filter((route) => !/^\/(404|500)$/.test(route.path)).slice(0, LLMS_TXT_MAX_PAGES);
  const home = listed.find((route) => route.path === '/');
  const title = inline(home?.title ?? options.siteName);
  // Page titles that end with the site's name (`About us | Meridian Drydocks`) are listed without it.
  const suffix = ` | ${title}`;
  const titleOf = (route: SiteRoute) => {
    const own = inline(route.title ?? titleFromPath(route.path));
    return own.endsWith(suffix) && own.length > suffix.length ? own.slice(0, -suffix.length) : own;
  };
  const lines = [`# ${title}`, ''];
  if (home?.description) lines.push(`> ${inline(home.description)}`, '');

  const byPath = new Map(listed.map((route) => [route.path.toLowerCase(), route]));
  const sections = new Map<string, SiteRoute[]>();
  const pages: SiteRoute[] = [];
  for (const route of listed) {
    if (route.path === '/') continue;
    const top = `/${route.path.split('/')[1]}`.toLowerCase();
    const hasChildren = listed.some((other) => other.path.toLowerCase().startsWith(`${top}/`));
    if (!hasChildren) pages.push(route);
    else sections.set(top, [...(sections.get(top) ?? []), route]);
  }
  const link = (route: SiteRoute) => `- [${titleOf(route)}](${url(route.path)})${route.description ? `: ${inline(route.description)}` : ''}`;
  if (pages.length > 0) lines.push(`## ${PAGES_HEADING[options.language] ?? PAGES_HEADING.en}`, '', ...pages.map(link), '');
  for (const [top, members] of sections) {
    const head = byPath.get(top);
    lines.push(`## ${head ? titleOf(head) : titleFromPath(top)}`, '', ...members.map(link), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function createLlmsTxtHandler(ctx: ServerContext): RewriteHandler {
  return async (request, reply, match) => {
    const site = await ctx.sites.of(request);
    if (!site) return sendUnknownHost(request, reply);
    const language = languageOf(match.locale);
    if (!site.languages.includes(language)) {
      // A language the site has no pages in has no llms.txt either; purged with the site list.
      return reply
        .status(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', NOT_FOUND_CACHE_CONTROL)
        .header('cache-tag', SITES_TAG)
        .header('surrogate-key', SITES_TAG)
        .send('This site has no pages in this language.\n');
    }
    try {
      // The route list (every page of the site) only when the CMS keeps no text of its own.
      const managed = (await site.cms.getLlmsTxt()).data;
      const text =
        managed ??
        llmsTxtFromRoutes((await site.cms.getRoutes(language)).data, {
          siteName: site.name,
          origin: site.publicUrl.replace(/\/+$/, ''),
          prefix: match.locale === 'ar' ? '/ar' : '',
          language,
        });
      return reply
        .status(200)
        .header('content-type', LLMS_TXT_CONTENT_TYPE)
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .header('cache-tag', site.cms.siteTag(SITEMAP_TAG))
        .header('surrogate-key', site.cms.siteTag(SITEMAP_TAG))
        .send(text);
    } catch (error) {
      return sendSiteFileFailure(request, reply, error, 'llms.txt');
    }
  };
}
