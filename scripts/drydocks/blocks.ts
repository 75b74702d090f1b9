/**
 * Builders for the blocks the drydocks pages use that scripts/corporate/blocks.ts does not build:
 * the hero banner, statistics, card carousel, news highlight and listing, contact cards, the news
 * page's blocks and the error page, in the shapes the group site's pages send them.
 */
import { noImage, noLink, type Block, type ImageField, type LinkField, type T } from '../corporate/model.ts';
import { HOME_PATH, item, pageId, t } from './model.ts';

export const heroBanner = (a: { eyebrow: T; headline: T; description: T; image: ImageField; mobileImage: ImageField; cta?: LinkField }): Block => ({
  component: 'HeroBanner',
  data: 'Hero Banner',
  fields: {
    eyebrow: { value: a.eyebrow },
    headline: { value: a.headline },
    description: { value: a.description },
    image: a.image,
    mobileImage: a.mobileImage,
    cta: a.cta ?? noLink(),
  },
});

export type Statistic = [value: string, unit: T, title: T, subTitle: T];
export const statistics = (a: { sectionId: string; headline: T; description: T; rows: Statistic[]; left: ImageField; right: ImageField }): Block => ({
  component: 'Statistics',
  data: 'Statistics',
  params: {},
  fields: {
    sectionId: { value: a.sectionId },
    headline: { value: a.headline },
    description: { value: a.description },
    statistics: a.rows.map(([value, unit, title, subTitle], i) =>
      item(`statistic-${i + 1}`, { statistics: { value }, unit: { value: unit }, title: { value: title }, subTitle: { value: subTitle } }),
    ),
    imageLeft: a.left,
    imageRight: a.right,
    mobileImageLeft: a.left,
    mobileImageRight: a.right,
  },
});

export interface Card {
  name: string;
  image: ImageField;
  headline: T;
  description: T;
  link: LinkField;
}
export const cardCarousel = (a: { sectionId: string; headline: T; description: T; cta?: LinkField; cards: Card[] }): Block => ({
  component: 'CardCarousel',
  data: 'Card Carousel',
  fields: {
    sectionId: { value: a.sectionId },
    showDividerLine: { value: true },
    headline: { value: a.headline },
    description: { value: a.description },
    cta: a.cta ?? noLink(),
    ctaText: { value: a.cta ? a.cta.text : '' },
    ctaModalId: { value: '' },
    cards: a.cards.map((c) =>
      item(c.name, { image: c.image, headline: { value: c.headline }, description: { value: c.description }, link: c.link }, c.headline),
    ),
  },
});

/** The drydocks news root (the /news item) as a news source's droplink. */
const newsRoot = () => ({ id: pageId('/news'), name: 'news', url: t('/news', '/ar/news'), fields: {} });

/**
 * The site's one news source: no newswire feed (the group's feed is the group's), only the
 * content-managed news under /news, found by Edge's search (getLocalNews) by the root's id.
 */
export const newsSource = (defaultImage: ImageField) => ({
  id: pageId('/news/Data/News Source'),
  name: 'Drydocks News',
  displayName: t('Meridian Drydocks', 'ميريديان للأحواض الجافة'),
  url: `${HOME_PATH}/news/Data/News Source`,
  fields: {
    feedURL: { value: '' },
    feedPageSize: { value: '14' },
    defaultImage,
    contentManagedNewsRootItem: newsRoot(),
    country: { value: 'Global' },
  },
});

export const newsHighlight = (a: { headline: T; cta: LinkField; defaultImage: ImageField; sectionId: string; count?: number }): Block => ({
  component: 'NewsHighlight',
  data: 'News Highlight',
  fields: {
    headline: { value: a.headline },
    cta: a.cta,
    numberOfNews: { value: a.count ?? 3 },
    showDividerLine: { value: true },
    sectionId: { value: a.sectionId },
    contentManagedNewsItems: [],
    newsSource: newsSource(a.defaultImage),
  },
});

export const newsListing = (a: { defaultImage: ImageField; market: T }): Block => {
  const source = newsSource(a.defaultImage);
  return {
    component: 'NewsListing',
    data: 'News Listing',
    fields: { allNewsSource: [source], defaultNewsSource: source, pressPageMarket: { value: a.market } },
  };
};

export interface Office {
  name: string;
  title: T;
  description: T;
  image: ImageField;
  phones: string[];
  emails: string[];
  address: T;
  hours: T;
  /** Latitude and longitude, for the map link. */
  at: [number, number];
}
export interface ContactGroup {
  name: string;
  title: T;
  offices: Office[];
}
export const contactCards = (a: { headline: T; description: T; sectionId: string; groups: ContactGroup[] }): Block => ({
  component: 'ContactCards',
  data: 'Contact Cards',
  fields: {
    headline: { value: a.headline },
    description: { value: a.description },
    sectionId: { value: a.sectionId },
    contactGroups: a.groups.map((g) =>
      item(
        g.name,
        {
          accordionItemTitle: { value: g.title },
          contactCards: g.offices.map((o) => {
            const href = `https://www.google.com/maps/search/?api=1&query=${o.at[0]}%2C${o.at[1]}`;
            return item(
              o.name,
              {
                cardTitle: { value: o.title },
                cardDescription: { value: o.description },
                cardImage: o.image,
                phoneNumber: { value: o.phones.join('\n') },
                email: { value: o.emails.join('\n') },
                address: { value: o.address },
                workingHours: { value: o.hours },
                map: {
                  value: {
                    href,
                    text: t('View on map', 'عرض على الخريطة'),
                    linktype: 'external',
                    target: '_blank',
                    title: t(`${o.title.en} on the map`, `${o.title.ar} على الخريطة`),
                    url: href,
                  },
                },
              },
              o.title,
            );
          }),
        },
        g.title,
      ),
    ),
  },
});

/** The News Details Page's blocks: they read the route's fields. */
export const newsPageBlocks = (): Block[] => [
  { component: 'NewsHero', data: '', fields: {} },
  { component: 'ArticleBody', data: '', fields: {} },
  { component: 'NewsProgressBar', data: '', fields: {} },
];

export const errorPage = (a: { headline: string; subHeadline: T; description: T; cta: LinkField; image: ImageField }): Block => ({
  component: 'ErrorPage',
  data: 'Error Page',
  params: {},
  fields: {
    headline: { value: a.headline },
    subHeadline: { value: a.subHeadline },
    description: { value: a.description },
    cta: a.cta,
    backgroundImage: a.image,
  },
});

export const benefitsHighlight = (a: {
  sectionId: string;
  cards: Array<{ name: string; image: ImageField; headline: T; description: T; cta?: LinkField }>;
}): Block => ({
  component: 'BenefitsHighlight',
  data: 'Benefits Highlight',
  fields: {
    showDividerLine: { value: false },
    sectionId: { value: a.sectionId },
    cards: a.cards.map((c) =>
      item(c.name, { image: c.image, headline: { value: c.headline }, description: { value: c.description }, cta: c.cta ?? noLink() }, c.headline),
    ),
  },
});

export { noImage, noLink };
