/** /news (latest news: the newswire plus local news) and /news/all (the news listing with its country sources). */
import { helpers, NEWS_ROOT_ID, PAGE_IDS, type Sources } from '../compose-insights.ts';
import { NEWS } from './meta.ts';
import { newsImage } from './news-routes.ts';
import type { Language } from './types.ts';

const { value, image, link, pageFields, route, rendering, prefix, sitecoreDate, newsPath, newsId, HOME, PAGE_TEMPLATE_ID, NEWS_SOURCE_ID } = helpers;
type Json = Record<string, unknown>;

/** The local news picked by hand for the highlight (both local only, not in the feed). */
const PICKED = ['northgate-harbour-apprentices-graduate', 'meridian-academy-opens-cairo-training-centre'];

/** The listing's sources: Global (feed + local news) and three countries of the feed (ISO 3166 alpha-2). */
const COUNTRIES: Array<{ name: string; code: string }> = [
  { name: 'United Arab Emirates', code: 'ae' },
  { name: 'Egypt', code: 'eg' },
  { name: 'United Kingdom', code: 'gb' },
];

const DEFAULT_ALT: Record<Language, string> = { en: 'Meridian Ports & Logistics news', ar: 'أخبار ميريديان للموانئ والخدمات اللوجستية' };

function rootItem(language: Language): Json {
  return { id: NEWS_ROOT_ID, name: 'news', url: prefix(language, '/news'), fields: {} };
}

function newsSource(language: Language, id: string, name: string, displayName: string, query: string, withRoot: boolean, country?: string): Json {
  return {
    id,
    name,
    displayName,
    url: `/Data/News-Sources/${name.replaceAll(' ', '-')}`,
    fields: {
      feedURL: value(`%CONTENT_ORIGIN%/feeds/news/${language}.json?pageSize={0}${query}`),
      feedPageSize: value('14'),
      defaultImage: image('news/default-news', DEFAULT_ALT[language], '1200', '675'),
      contentManagedNewsRootItem: withRoot ? rootItem(language) : null,
      ...(country ? { country: value(country) } : {}),
    },
  };
}

export function newsPages(language: Language, sources: Sources): Record<string, Json> {
  const text = sources.pages;
  const news = sources.news;
  if (!text?.news || !text.newsAll || !text.countries || !news) return {};
  const n = text.news;
  const all = text.newsAll;
  const files: Record<string, Json> = {};
  const heroImage = image('news/default-news', DEFAULT_ALT[language], '1200', '675');
  const hero = (page: string, eyebrow: string, headline: string, description: string, cta: Json): Json =>
    rendering(page, 1, 'HeroBanner', `${HOME}${page}/Data/Hero Banner`, {
      eyebrow: value(eyebrow),
      headline: value(headline),
      description: value(description),
      image: heroImage,
      mobileImage: value({}),
      cta,
    });

  const picked = PICKED.map((slug) => {
    const meta = NEWS.find((item) => item.slug === slug)!;
    const t = news[slug]!;
    return {
      id: newsId(meta),
      name: slug,
      displayName: t.title,
      url: prefix(language, newsPath(meta)),
      fields: {
        title: value(t.title),
        shortDescription: value(t.short),
        heroImage: newsImage(meta.art, t.alt),
        cardImage: newsImage(meta.art, t.alt, true),
        newsDate: value(sitecoreDate(meta.date)),
        countryName: value(meta.country),
      },
    };
  });
  const feedSource = newsSource(language, NEWS_SOURCE_ID, 'Group News Feed', n.feedName, '', true);
  (feedSource.fields as Json).feedPageSize = value('6');
  files['news.json'] = route(
    language,
    'news',
    n.crumb,
    pageFields(language, n.crumb, n.meta, heroImage),
    NEWS_ROOT_ID,
    [PAGE_TEMPLATE_ID, 'News Landing'],
    [
      rendering('/news', 0, 'Breadcrumb', '', {}),
      hero('/news', n.eyebrow, n.headline, n.description, value({ href: '' })),
      rendering('/news', 2, 'NewsHighlight', `${HOME}/news/Data/News Highlight`, {
        headline: value(n.highlight),
        cta: link(language, '/news/all', n.allNews, PAGE_IDS.newsAll),
        numberOfNews: value(6),
        showDividerLine: value(true),
        sectionId: value('latest-news'),
        contentManagedNewsItems: picked,
        newsSource: feedSource,
      }),
    ],
  );

  const global = newsSource(language, NEWS_SOURCE_ID, 'Group News Feed', text.countries.Global ?? 'Global', '', true, 'Global');
  const countrySources = COUNTRIES.map((c) =>
    newsSource(
      language,
      helpers.stableUuid(`news-sources/${c.code}`),
      `News ${c.name}`,
      text.countries![c.name] ?? c.name,
      `&country=${c.code}`,
      false,
      c.name,
    ),
  );
  files['news/all.json'] = route(
    language,
    'all',
    all.crumb,
    pageFields(language, all.crumb, all.description, heroImage),
    PAGE_IDS.newsAll,
    [PAGE_TEMPLATE_ID, 'News Landing'],
    [
      rendering('/news/all', 0, 'Breadcrumb', '', {}),
      hero('/news/all', all.eyebrow, all.headline, all.description, link(language, '/news', n.crumb, NEWS_ROOT_ID)),
      rendering('/news/all', 2, 'NewsListing', `${HOME}/news/all/Data/News Listing`, {
        allNewsSource: [global, ...countrySources],
        defaultNewsSource: global,
        pressPageMarket: value(all.market),
      }),
    ],
  );
  return files;
}
