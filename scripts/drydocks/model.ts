/**
 * The drydocks sample site's shapes (content/README.md, "The drydocks site"): every text an
 * English/Arabic pair, links, images and items as the markers of scripts/corporate/model.ts, which
 * `resolve` turns into one language's Layout Service fields. Ids are name-based UUIDs under
 * `drydocks/…`, so both languages share them and a re-run changes only what the source changed.
 */
import { ImageField, LinkField, item, nameUuid, resolve, t, type Block, type Lang, type T } from '../corporate/model.ts';
import { ART, drawScene, type Scene, type ScenePalette, type Shape } from './art.ts';
import { pagePlaceholders } from '../page-areas.ts';
import { seoRouteFields } from '../seo-route-fields.ts';

export { item, nameUuid, resolve, t, type Block, type Lang, type T };

export const SITE = 'drydocks';
export const ROOT_PATH = '/sitecore/content/drydocks';
export const HOME_PATH = `${ROOT_PATH}/Home`;
export const LANGS: Lang[] = ['en', 'ar'];
export const SITE_NAME: T = t('Meridian Drydocks', 'ميريديان للأحواض الجافة');

/** Sitecore template ids shared with the group site (the same tenant's templates). */
export const TEMPLATES = {
  Page: '4414a1f9-826a-4647-8ef4-5e4b8a2d2a8b',
  'News Landing': '4414a1f9-826a-4647-8ef4-5e4b8a2d2a8b',
  'News Details Page': '7d3c7a1e-4f0b-4c55-9a57-2c6a1e0b6f11',
  'Not Found Page': '8d2a0f3c-44b5-4c7e-9a65-0c1e6f3b9d27',
} as const;
export type TemplateName = keyof typeof TEMPLATES;
export const LAYOUT_ID = '96e5f4ba-a2cf-4a4c-a4e7-64da88226362';
export const DEVICE_ID = 'fe5d7fdf-89c0-4d99-9aa3-b5fbd009c9f3';

/** The item id of a page, the same in both languages. */
export const pageId = (routePath: string): string => nameUuid(`${SITE}/pages${routePath === '/' ? '' : routePath}`);

/** `/about` in English is `/ar/about` in Arabic; `/` is `/ar`. */
export function localise(href: string, lang: Lang): string {
  if (lang === 'en' || !href.startsWith('/') || href.startsWith('/-/')) return href;
  return href === '/' ? '/ar' : `/ar${href}`;
}

/** An internal link to a drydocks route (the /ar prefix is added in Arabic). */
export const link = (href: string, en: string, ar: string): LinkField => new LinkField(href, t(en, ar));

/** An external link opened in a new tab. */
export function externalLink(href: string, text: T): { value: { href: string; text: T; linktype: string; target: string; title: T; url: string } } {
  return { value: { href, text, linktype: 'external', target: '_blank', title: text, url: href } };
}

/**
 * A picture drawn by art.ts, registered for writing under content/media/drydocks/. One file serves
 * every size it is shown at: the field's width and height say which.
 */
export function art(file: string, scene: Scene, palette: ScenePalette, alt: T, width = 1600, height = 900, shape: Shape = 'wide'): ImageField {
  ART.set(file, () => drawScene(scene, palette, shape));
  return new ImageField(`/-/media/drydocks/${file}`, alt, width, height);
}

/** A banner's desktop (1600 x 900) and phone (750 x 1000) pictures of one scene. */
export function bannerArt(slug: string, scene: Scene, palette: ScenePalette, alt: T): { image: ImageField; mobileImage: ImageField } {
  return {
    image: art(`banners/${slug}.svg`, scene, palette, alt),
    mobileImage: art(`banners/${slug}-mobile.svg`, scene, palette, alt, 750, 1000, 'portrait'),
  };
}

/** A square picture (the statistics block's, 400 x 400). */
export const squareArt = (slug: string, scene: Scene, palette: ScenePalette, alt: T): ImageField =>
  art(`squares/${slug}.svg`, scene, palette, alt, 400, 400, 'square');

/** A page of the site: its path, what the header, footer and breadcrumb call it, and its blocks. */
export interface Page {
  path: string;
  title: T;
  description: T;
  /** Route field `headline` (what PageIntro falls back to). */
  headline: T;
  ogImage: ImageField;
  template?: TemplateName;
  /** The breadcrumb comes first on every page but the home page and the 404 page. */
  breadcrumb?: boolean;
  /** Route fields beyond the Page fields (a news page's title and date, the 404's headline). */
  routeFields?: Record<string, unknown>;
  /** Custom meta data (a Sitecore name-value list, URL-encoded). */
  customMetaData?: string;
  blocks: Block[];
}

function pageFields(page: Page, lang: Lang): Record<string, unknown> {
  const full = page.path === '/' ? `${SITE_NAME[lang]} | ${page.title[lang]}` : `${page.title[lang]} | ${SITE_NAME[lang]}`;
  const description = page.description[lang];
  const og = resolve(page.ogImage, lang, '');
  return {
    ...seoRouteFields({
      lang,
      title: full,
      description,
      siteName: SITE_NAME[lang],
      ogImage: og,
      headline: page.headline[lang],
      customMetaData: page.customMetaData ?? `theme-color=${encodeURIComponent('#14293d')}`,
    }),
    ...(resolve(page.routeFields ?? {}, lang, `${SITE}/pages${page.path}/fields`) as Record<string, unknown>),
  };
}

/** Data item names made unique on the page (`Cross Link`, `Cross Link 2`, …). */
function dataNames(page: Page): string[] {
  const seen = new Map<string, number>();
  return page.blocks.map((block) => {
    const count = (seen.get(block.data) ?? 0) + 1;
    seen.set(block.data, count);
    return count === 1 ? block.data : `${block.data} ${count}`;
  });
}

/** One page in one language, as the Layout Service's `sitecore.route`. */
export function routeOf(page: Page, lang: Lang): Record<string, unknown> {
  const names = dataNames(page);
  const itemPath = page.path === '/' ? HOME_PATH : `${HOME_PATH}${page.path}`;
  const scope = `${SITE}/pages${page.path}`;
  const withBreadcrumb = page.breadcrumb ?? (page.path !== '/' && page.template !== 'Not Found Page');
  const first = withBreadcrumb ? 2 : 1;
  const breadcrumb = {
    uid: nameUuid(`${scope}/breadcrumb`),
    componentName: 'Breadcrumb',
    dataSource: '',
    params: { GridParameters: 'col-12', DynamicPlaceholderId: '1' },
    fields: {},
  };
  const main = page.blocks.map((block, index) => ({
    uid: nameUuid(`${scope}/${names[index]}`),
    componentName: block.component,
    dataSource: block.data ? `${itemPath}/Data/${names[index]}` : '',
    params: { GridParameters: 'col-12', FieldNames: 'Default', Styles: '', DynamicPlaceholderId: String(index + first), ...block.params },
    fields: resolve(block.fields, lang, `${scope}/${names[index]}`),
  }));
  const template = page.template ?? 'Page';
  return {
    name: page.path === '/' ? 'Home' : page.path.split('/').pop(),
    displayName: page.title[lang],
    fields: pageFields(page, lang),
    databaseName: 'web',
    deviceId: DEVICE_ID,
    itemId: pageId(page.path),
    itemLanguage: lang,
    itemVersion: 1,
    layoutId: LAYOUT_ID,
    templateId: TEMPLATES[template],
    templateName: template,
    placeholders: pagePlaceholders(template, withBreadcrumb ? [breadcrumb, ...main] : main),
  };
}
