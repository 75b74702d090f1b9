/**
 * The Layout Service shapes the contact, country, legal and FAQ pages are written in
 * (content/README.md): fields, links, images, multilist items, renderings and routes, with
 * name-based ids so a re-run changes only what the source changed.
 */
import { nameUuid } from '../compose-tools.ts';
import { pagePlaceholders } from '../page-areas.ts';
import { GROUP_SITE_NAME, seoRouteFields } from '../seo-route-fields.ts';

export type Lang = 'en' | 'ar';
export type Text = Record<Lang, string>;
export const LANGS: Lang[] = ['en', 'ar'];

export const SITE_NAME = GROUP_SITE_NAME;
const ROOT_PATH = '/sitecore/content/ports-group';
const LAYOUT_ID = '96e5f4ba-a2cf-4a4c-a4e7-64da88226362';
const DEVICE_ID = 'fe5d7fdf-89c0-4d99-9aa3-b5fbd009c9f3';
/** Template ids of the three page templates (Page is the site's existing one). */
export const TEMPLATES = {
  Page: '4414a1f9-826a-4647-8ef4-5e4b8a2d2a8b',
  'Country Page': nameUuid('ports-group/templates/country-page'),
  'Legal Page': nameUuid('ports-group/templates/legal-page'),
} as const;
export type TemplateName = keyof typeof TEMPLATES;

export { nameUuid };

export const text = (value: string) => ({ value });
export const checkbox = (value: boolean) => ({ value });

/** An internal link: Arabic hrefs carry the /ar prefix; a fragment goes to `anchor`, as Sitecore sends it. */
export function internalLink(href: string, label: string, lang: Lang): Record<string, unknown> {
  const [path = '', anchor = ''] = href.split('#');
  const localPath = lang === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;
  return {
    value: {
      href: localPath,
      text: label,
      anchor,
      linktype: 'internal',
      class: '',
      title: '',
      target: '',
      querystring: '',
      id: `{${nameUuid(`ports-group/routes/${path.replace(/^\//, '')}`).toUpperCase()}}`,
    },
  };
}

export function externalLink(href: string, label: string, title: string): Record<string, unknown> {
  return { value: { href, text: label, anchor: '', linktype: 'external', class: '', title, target: '_blank', querystring: '', url: href } };
}

export const noLink = () => ({ value: { href: '' } });

export function image(src: string, alt: string, width: number, height: number): Record<string, unknown> {
  return { value: { src, alt, width: String(width), height: String(height) } };
}

export const noImage = () => ({ value: {} });

/** A multilist/treelist item as Sitecore sends it. */
export function item(path: string, name: string, displayName: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { id: nameUuid(`ports-group/items${path}`), name, displayName, url: `${ROOT_PATH}${path}`, fields };
}

export interface Rendering {
  uid: string;
  componentName: string;
  dataSource: string;
  params: Record<string, string>;
  fields: Record<string, unknown>;
}

/** A rendering of a page: a stable uid from the page and its key, its datasource under the page's Data folder. */
export function rendering(
  page: string,
  key: string,
  componentName: string,
  n: number,
  fields: Record<string, unknown>,
  extra: Record<string, string> = {},
  dataSource?: string,
): Rendering {
  return {
    uid: nameUuid(`ports-group/${page}/${key}`),
    componentName,
    dataSource: dataSource ?? (componentName === 'Breadcrumb' ? '' : `${ROOT_PATH}/Home/${page}/Data/${key}`),
    params: { GridParameters: 'col-12', FieldNames: 'Default', Styles: '', DynamicPlaceholderId: String(n), ...extra },
    fields,
  };
}

export const breadcrumb = (page: string) => rendering(page, 'Breadcrumb', 'Breadcrumb', 1, {});

export interface PageText {
  /** What the header, footer or country selector call the page: the breadcrumb and the title. */
  displayName: Text;
  headline: Text;
  description: Text;
}

export function pageFields(lang: Lang, page: PageText, ogImage: Record<string, unknown>): Record<string, unknown> {
  const title = `${page.displayName[lang]} | ${SITE_NAME[lang]}`;
  const description = page.description[lang];
  return seoRouteFields({ lang, title, description, siteName: SITE_NAME[lang], ogImage, headline: page.headline[lang] });
}

export function route(
  name: string,
  lang: Lang,
  template: TemplateName,
  page: PageText,
  ogImage: Record<string, unknown>,
  main: Rendering[],
): Record<string, unknown> {
  return {
    name,
    displayName: page.displayName[lang],
    fields: pageFields(lang, page, ogImage),
    databaseName: 'web',
    deviceId: DEVICE_ID,
    itemId: nameUuid(`ports-group/routes/${name}`),
    itemLanguage: lang,
    itemVersion: 1,
    layoutId: LAYOUT_ID,
    templateId: TEMPLATES[template],
    templateName: template,
    placeholders: pagePlaceholders(template, main),
  };
}

/** The site's generic picture for pages without art of their own (the about hero). */
export const DEFAULT_OG: Text = { en: 'Map of trade routes linking ports around the world', ar: 'خريطة لطرق التجارة التي تربط الموانئ حول العالم' };
