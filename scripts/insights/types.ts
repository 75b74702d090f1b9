/** The compact source of the insights and news sample content (read by scripts/compose-insights.ts only). */

export type Language = 'en' | 'ar';
export type InsightsType = 'blogs' | 'expert-opinions' | 'thought-leadership' | 'whitepapers';
export type Extra = 'benefits' | 'cards' | 'nav' | 'loader';

/** What an article is, the same in both languages. */
export interface ArticleMeta {
  slug: string;
  type: InsightsType;
  /** yyyy-mm-dd */
  date: string;
  authors: string[];
  topic: string[];
  industry: string[];
  region: string[];
  /** Art file under media/ports-group/insights/ (without .svg). */
  art: string;
  /** The statistic block's number, as text ("1.8"). */
  statistic: string;
  extras: Extra[];
}

/** What an article says, per language. */
export interface ArticleText {
  title: string;
  short: string;
  /** Shorter title for the breadcrumb (defaults to the title). */
  crumb?: string;
  /** Rich text HTML. */
  body: string;
  unit: string;
  statDescription: string;
  quote: string;
  quoteAuthor: string;
  quoteDesignation: string;
  alt: string;
}

export interface NewsMeta {
  slug: string;
  /** yyyy-mm-dd, or '' for Sitecore's empty date. */
  date: string;
  /** English country name, as in src/lib/countries.ts. */
  country: string;
  /** Art: a path under media/ports-group/ (without .svg). */
  art: string;
  /** In the group newswire feed too (a press release), at this time of day (hh:mm). */
  feedTime?: string;
}

export interface NewsText {
  title: string;
  short: string;
  /** The feed's subtitle (HTML), for feed items. */
  subtitle?: string;
  body: string;
  alt: string;
}
