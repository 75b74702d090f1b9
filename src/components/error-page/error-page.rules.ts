import { readText } from '../../fields/read.ts';

/** Error page (spec 002 section 2): the defaults when the CMS leaves a field empty. */
export const DEFAULT_HEADLINE = '404';
export const DEFAULT_SUB_HEADLINE = 'Page Not Found';
export const DEFAULT_SUB_HEADLINE_AR = 'الصفحة غير موجودة';

export interface ErrorPageTexts {
  headline: string;
  subHeadline: string;
}

/** Headline and sub-headline with the spec's defaults (Arabic pages get the Arabic default). */
export function errorPageTexts(fields: Record<string, unknown>, language: 'en' | 'ar'): ErrorPageTexts {
  return {
    headline: readText(fields.headline).trim() || DEFAULT_HEADLINE,
    subHeadline: readText(fields.subHeadline).trim() || (language === 'ar' ? DEFAULT_SUB_HEADLINE_AR : DEFAULT_SUB_HEADLINE),
  };
}

/**
 * Spec 002: "The page title is the headline plus the sub-headline". The CMS route's browserTitle
 * carries it (content/…/routes/404.json); tests hold the two to this rule.
 */
export function errorPageTitle(texts: ErrorPageTexts): string {
  return `${texts.headline} ${texts.subHeadline}`.trim();
}
