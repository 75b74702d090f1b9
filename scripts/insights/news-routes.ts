/** News Details Pages (`/news/{slug}`) and the group newswire feed (`feeds/news-{lang}.json`). */
import path from 'node:path';
import { helpers, NEWS_TEMPLATE_ID } from '../compose-insights.ts';
import { NEWS } from './meta.ts';
import type { Language, NewsMeta, NewsText } from './types.ts';

const { value, pageFields, route, rendering, prefix, sitecoreDate, newsPath, newsId, readJson, CONTENT } = helpers;
type Json = Record<string, unknown>;

/** The feed items that were there before issue 11 keep their guids. */
const LEGACY_FEED = [
  'meridian-opens-electric-terminal-at-northgate-harbour',
  'third-quarter-volumes-rise-as-africa-trade-grows',
  'rail-shuttle-links-ras-maysan-with-inland-park',
  'green-shipping-corridor-gulf-europe',
  'port-lumen-economic-zone-welcomes-500th-tenant',
  'meridian-academy-trains-1200-port-technicians',
  'digital-trade-platform-passes-one-million-bookings',
  'sustainability-report-2025-emissions-down',
];

/** News art: the news folder's pictures are 1200×675, the insights art 1600×900. */
export function newsImage(art: string, alt: string, card = false): Json {
  const [width, height] = art.startsWith('news/') ? ['1200', '675'] : card ? ['800', '450'] : ['1600', '900'];
  return value({ src: `/-/media/ports-group/${art}.svg`, alt, width, height });
}

function textOf(texts: Record<string, NewsText>, meta: NewsMeta): NewsText {
  const text = texts[meta.slug];
  if (!text) throw new Error(`No text for news ${meta.slug}`);
  return text;
}

export function newsRoute(language: Language, meta: NewsMeta, texts: Record<string, NewsText>): Json {
  const text = textOf(texts, meta);
  const page = newsPath(meta);
  const hero = newsImage(meta.art, text.alt);
  const fields = {
    ...pageFields(language, text.title, text.short, hero),
    title: value(text.title),
    shortDescription: value(text.short),
    heroImage: hero,
    cardImage: newsImage(meta.art, text.alt, true),
    newsDate: value(sitecoreDate(meta.date)),
    content: value(text.body),
    newsProgressBarTitle: value(text.title),
    countryName: value(meta.country),
  };
  return route(
    language,
    meta.slug,
    text.title,
    fields,
    newsId(meta),
    [NEWS_TEMPLATE_ID, 'News Details Page'],
    [
      rendering(page, 0, 'Breadcrumb', '', {}),
      rendering(page, 1, 'NewsHero', '', {}),
      rendering(page, 2, 'ArticleBody', '', {}),
      rendering(page, 3, 'NewsProgressBar', '', {}),
    ],
  );
}

/** The newswire: every news item with a feed time, newest first, each linking to its page. */
export function feed(language: Language, texts: Record<string, NewsText>): Json {
  const current = readJson(path.join(CONTENT, 'feeds', `news-${language}.json`)) as { channel: Json };
  const { item: _items, ...channel } = current.channel;
  let added = LEGACY_FEED.length;
  const items = NEWS.filter((n) => n.feedTime).map((n) => {
    const text = textOf(texts, n);
    const legacy = LEGACY_FEED.indexOf(n.slug);
    const number = legacy >= 0 ? legacy + 1 : ++added;
    const published = new Date(`${n.date}T${n.feedTime}:00Z`);
    return {
      guid: `mpl-news-${n.date.replaceAll('-', '')}-${String(number).padStart(2, '0')}`,
      title: text.title,
      pubDate: published.toUTCString(),
      enclosure: { url: `/-/media/ports-group/${n.art}.svg`, type: 'image/svg+xml' },
      link: prefix(language, newsPath(n)),
      subtitle: text.subtitle ?? `<p>${text.short}</p>`,
      summary: text.short,
      countryName: n.country,
    };
  });
  return { channel: { ...channel, item: items } };
}

export { newsId, newsPath };
