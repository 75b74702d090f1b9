/** The insights landing page and the four insights type pages (and, with news text, /news and /news/all). */
import { helpers, PAGE_IDS, type Sources } from '../compose-insights.ts';
import type { InsightsType, Language } from './types.ts';
import { newsPages } from './news-pages.ts';

const { value, image, link, pageFields, route, rendering, typeItem, taxonomyItem, TOPICS, INDUSTRIES, REGIONS, TYPES, INSIGHTS_TYPES, HOME, PAGE_TEMPLATE_ID } =
  helpers;
type Json = Record<string, unknown>;

export function heroBanner(
  page: string,
  eyebrow: string,
  headline: string,
  description: string,
  art: string,
  alt: string,
  cta: Json = value({ href: '' }),
): Json {
  return rendering(page, 1, 'HeroBanner', `${HOME}${page}/Data/Hero Banner`, {
    eyebrow: value(eyebrow),
    headline: value(headline),
    description: value(description),
    image: image(art, alt),
    mobileImage: value({}),
    cta,
  });
}

export function landingRoutes(language: Language, sources: Sources): Record<string, Json> {
  const text = sources.pages;
  if (!text?.insights || !text.types) return {};
  const files: Record<string, Json> = {};
  const t = text.insights;
  const hero = image('insights/globe-navy', t.headline);
  files['insights.json'] = route(
    language,
    'insights',
    t.crumb,
    pageFields(language, t.crumb, t.description, hero),
    PAGE_IDS.insights,
    [PAGE_TEMPLATE_ID, 'Articles Landing'],
    [
      rendering('/insights', 0, 'Breadcrumb', '', {}),
      heroBanner('/insights', t.eyebrow, t.headline, t.description, 'insights/globe-navy', t.headline),
      rendering('/insights', 2, 'FeaturedArticles', `${HOME}/insights/Data/Featured Articles`, {
        headline: value(t.featured),
        duration: value(12),
        topic: ['decarbonisation', 'digital-trade'].map((n) => taxonomyItem('Topic', n, TOPICS, language)),
        industry: ['ports-and-terminals', 'logistics'].map((n) => taxonomyItem('Industry', n, INDUSTRIES, language)),
        region: ['middle-east', 'europe', 'africa'].map((n) => taxonomyItem('Region', n, REGIONS, language)),
      }),
      rendering('/insights', 3, 'ArticleListing', `${HOME}/insights/Data/Article Listing`, { headline: value(t.listing), insightsType: null }),
    ],
  );
  const arts: Record<InsightsType, string> = {
    blogs: 'insights/network-teal',
    'expert-opinions': 'insights/globe-amber',
    'thought-leadership': 'insights/turbines-teal',
    whitepapers: 'insights/documents-teal',
  };
  for (const type of INSIGHTS_TYPES) {
    const page = `/insights/${type}`;
    const ty = text.types[type];
    const title = language === 'ar' ? TYPES[type].arPlural : TYPES[type].enPlural;
    files[`insights/${type}.json`] = route(
      language,
      type,
      title,
      pageFields(language, title, ty.description, image(arts[type], ty.headline)),
      PAGE_IDS.type(type),
      [PAGE_TEMPLATE_ID, 'Articles Landing'],
      [
        rendering(page, 0, 'Breadcrumb', '', {}),
        heroBanner(page, t.crumb, ty.headline, ty.description, arts[type], ty.headline, link(language, '/insights', t.crumb, PAGE_IDS.insights)),
        rendering(page, 2, 'ArticleListing', `${HOME}${page}/Data/Article Listing`, { headline: value(ty.listing), insightsType: typeItem(type, language) }),
      ],
    );
  }
  return { ...files, ...newsPages(language, sources) };
}
