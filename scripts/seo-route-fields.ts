/**
 * The SEO fields of a sample page's route item (spec 000 section 3, "Page"), one shape for every
 * content generator (compose-corporate, compose-tools, the service pages, the document hub, the
 * drydocks site): titles, description, Open Graph and Twitter fields, the page's script fields.
 */

type Lang = 'en' | 'ar';

/** The Global site's name, as its pages' titles and Open Graph name it. */
export const GROUP_SITE_NAME: Record<Lang, string> = { en: 'Meridian Ports & Logistics', ar: 'ميريديان للموانئ والخدمات اللوجستية' };

export interface SeoRouteInput {
  lang: Lang;
  /** The full browser title (`About us | Meridian Ports & Logistics`). */
  title: string;
  description: string;
  /** The site's name for Open Graph. */
  siteName: string;
  /** An image field value (`{ value: { src, alt, … } }`), or `{ value: {} }` for none. */
  ogImage: unknown;
  /** The page's headline field, for the templates that have one. */
  headline?: string;
  /** Custom meta data (a Sitecore name-value list, URL-encoded); '' by default. */
  customMetaData?: string;
}

export function seoRouteFields(input: SeoRouteInput): Record<string, unknown> {
  const { lang, title, description } = input;
  const value = (v: unknown) => ({ value: v });
  return {
    browserTitle: value(title),
    metaTitle: value(title),
    metaDescription: value(description),
    description: value(description),
    ...(input.headline === undefined ? {} : { headline: value(input.headline) }),
    customMetaData: value(input.customMetaData ?? ''),
    openGraphUrl: value(''),
    openGraphTitle: value(title),
    openGraphDescription: value(description),
    openGraphImage: input.ogImage,
    openGraphType: value(''),
    openGraphSiteName: value(input.siteName),
    openGraphLocale: value(lang === 'en' ? 'en_GB' : 'ar_AE'),
    openGraphAdmins: value(''),
    openGraphAppId: value(''),
    twitterTitle: value(title),
    twitterDescription: value(description),
    twitterImage: value({}),
    twitterCardType: value('summary_large_image'),
    twitterSite: value(''),
    headScripts: value(''),
    bodyStartScripts: value(''),
    bodyEndScripts: value(''),
    disableSiteScripts: value(false),
  };
}
