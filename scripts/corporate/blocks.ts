/**
 * One builder per block of docs/page-building-blocks.md, giving every field of the contract (empty
 * ones in Sitecore's empty shapes), so the pages read as a CMS would send them.
 */
import { checkbox, Item, item, noImage, noLink, t, type Block, type ImageField, type LinkField, type T } from './model.ts';

const text = (value: T | undefined): { value: T | string } => ({ value: value ?? '' });
const linkOr = (value: LinkField | undefined): LinkField | { value: { href: string } } => value ?? noLink();
const imageOr = (value: ImageField | undefined): ImageField | { value: Record<string, never> } => value ?? noImage();
const section = (id: string | undefined): { sectionId?: { value: string } } => (id ? { sectionId: { value: id } } : {});

export interface BannerArgs {
  headline: T;
  description: T;
  cta?: LinkField;
  image?: ImageField;
  mobileImage?: ImageField;
  video?: LinkField;
  sectionId?: string;
}
export const banner = (a: BannerArgs): Block => ({
  component: 'Banner',
  data: 'Banner',
  fields: {
    headline: { value: a.headline },
    description: { value: a.description },
    cta: linkOr(a.cta),
    ctaText: text(undefined),
    ctaModalId: text(undefined),
    image: imageOr(a.image),
    mobileImage: imageOr(a.mobileImage),
    thumbnailImage: noImage(),
    mobileThumbnailImage: noImage(),
    video: linkOr(a.video),
    contentVideo: noLink(),
    ...section(a.sectionId),
  },
});

export const pageIntro = (a: { headline: T; description: T; cta?: LinkField; ctaText?: T }, styles = ''): Block => ({
  component: 'PageIntro',
  data: 'Page Intro',
  params: { Styles: styles },
  fields: { headline: { value: a.headline }, description: { value: a.description }, cta: linkOr(a.cta), ctaText: text(a.ctaText), ctaModalId: text(undefined) },
});

export type NumberRow = [number: string, unit: T, description: T];
export const numberHighlights = (
  a: { headline: T; cta?: LinkField; sectionId?: string; numbers: NumberRow[] },
  options: { fieldNames?: 'Default' | 'FourColumn'; styles?: '' | 'Blue' } = {},
): Block => ({
  component: 'NumberHighlights',
  data: 'Number Highlights',
  params: { FieldNames: options.fieldNames ?? 'Default', Styles: options.styles ?? '' },
  fields: {
    headline: { value: a.headline },
    cta: linkOr(a.cta),
    ...section(a.sectionId),
    numbers: a.numbers.map(([number, unit, description], i) =>
      item(`number-${i + 1}`, { number: { value: number }, unit: { value: unit }, description: { value: description } }),
    ),
  },
});

export interface DiagonalArgs {
  eyebrow: T;
  headline: T;
  highlightText: T;
  bodyTitle: T;
  bodyText: T;
  image: ImageField;
  cta?: LinkField;
  alignment: 'Left' | 'Right';
  sectionId?: string;
}
export const diagonalContent = (a: DiagonalArgs): Block => ({
  component: 'DiagonalContent',
  data: 'Diagonal Content',
  fields: {
    eyebrow: { value: a.eyebrow },
    headline: { value: a.headline },
    highlightText: { value: a.highlightText },
    bodyTitle: { value: a.bodyTitle },
    bodyText: { value: a.bodyText },
    image: a.image,
    cta: linkOr(a.cta),
    contentAlignment: { value: a.alignment },
    ...section(a.sectionId),
  },
});

export const crossLink = (a: { eyebrow: T; headline: T; description: T; cta: LinkField; image: ImageField; sectionId?: string }, styles = ''): Block => ({
  component: 'CrossLink',
  data: 'Cross Link',
  params: { Styles: styles },
  fields: {
    eyebrow: { value: a.eyebrow },
    headline: { value: a.headline },
    description: { value: a.description },
    cta: a.cta,
    image: a.image,
    ...section(a.sectionId),
  },
});

export const parallaxContent = (a: {
  eyebrow: T;
  headline: T;
  description: T;
  image: ImageField;
  mobileImage: ImageField;
  cta?: LinkField;
  sectionId?: string;
}): Block => ({
  component: 'ParallaxContent',
  data: 'Parallax Content',
  fields: {
    eyebrow: { value: a.eyebrow },
    headline: { value: a.headline },
    description: { value: a.description },
    image: a.image,
    mobileImage: a.mobileImage,
    cta: linkOr(a.cta),
    ...section(a.sectionId),
  },
});

export interface ParallaxCard {
  number: string;
  unit: T;
  title: T;
  description: T;
  leftImage: ImageField;
  rightImage: ImageField;
  mobileLeftImage: ImageField;
  mobileRightImage: ImageField;
}
export const parallaxNumbers = (a: { headline: T; sectionId?: string; cards: ParallaxCard[] }): Block => ({
  component: 'ParallaxNumbers',
  data: 'Parallax Numbers',
  fields: {
    headline: { value: a.headline },
    ...section(a.sectionId),
    cards: a.cards.map((c, i) =>
      item(`card-${i + 1}`, {
        number: { value: c.number },
        unit: { value: c.unit },
        title: { value: c.title },
        description: { value: c.description },
        leftImage: c.leftImage,
        rightImage: c.rightImage,
        mobileLeftImage: c.mobileLeftImage,
        mobileRightImage: c.mobileRightImage,
      }),
    ),
  },
});

export const infographic = (
  a: { eyebrow: T; headline: T; description: T; subHeadline: T; image: ImageField; cta?: LinkField; sectionId?: string },
  styles: 'White' | 'Blue' | 'Grey',
): Block => ({
  component: 'Infographic',
  data: 'Infographic',
  params: { Styles: styles },
  fields: {
    eyebrow: { value: a.eyebrow },
    headline: { value: a.headline },
    description: { value: a.description },
    subHeadline: { value: a.subHeadline },
    image: a.image,
    cta: linkOr(a.cta),
    ...section(a.sectionId),
  },
});

export interface AccordionArgs {
  headline: T;
  eyebrow?: T;
  description?: T;
  cta?: LinkField;
  sectionId?: string;
  showDividerLine?: boolean;
  generateFaqSchema?: boolean;
  items: Array<[headline: T, description: T, cta?: LinkField]>;
}
export const accordion = (a: AccordionArgs, fieldNames: 'Default' | 'TwoColumnWithIntro' | 'RichTextAccordion' = 'Default'): Block => ({
  component: 'Accordion',
  data: 'Accordion',
  params: { FieldNames: fieldNames },
  fields: {
    headline: { value: a.headline },
    eyebrow: text(a.eyebrow),
    description: text(a.description),
    cta: linkOr(a.cta),
    ctaText: text(undefined),
    ctaModalId: text(undefined),
    showDividerLine: checkbox(a.showDividerLine ?? false),
    generateFaqSchema: checkbox(a.generateFaqSchema ?? false),
    ...section(a.sectionId),
    items: a.items.map(([headline, description, cta], i) =>
      item(`item-${i + 1}`, { headline: { value: headline }, description: { value: description }, cta: linkOr(cta) }),
    ),
  },
});

/** An ISO date at midnight UTC, as the contract writes Sitecore dates. */
export const isoDate = (day: string): string => `${day}T00:00:00Z`;
export const NO_DATE = '0001-01-01T00:00:00Z';

export interface AwardYear {
  year: string;
  awards: Array<[title: T, subtitle: T, date: string]>;
}
export const awards = (a: { headline: T; description: T; sectionId?: string; years: AwardYear[] }): Block => ({
  component: 'Awards',
  data: 'Awards',
  fields: {
    headline: { value: a.headline },
    description: { value: a.description },
    ...section(a.sectionId),
    awardYears: a.years.map((y) =>
      item(
        `year-${y.year}`,
        {
          awardYear: { value: y.year },
          awards: y.awards.map(([title, subtitle, date], i) =>
            item(`award-${i + 1}`, { awardTitle: { value: title }, awardSubtitle: { value: subtitle }, awardDate: { value: date } }),
          ),
        },
        t(y.year, y.year),
      ),
    ),
  },
});

export interface EventArgs {
  slug: string;
  title: T;
  location: T;
  start: string;
  end: string;
  displayDate: T;
  displayYear: string;
  image: ImageField;
}
export const eventCarousel = (a: { headline: T; description: T; sectionId?: string; events: EventArgs[] }): Block => ({
  component: 'EventCarousel',
  data: 'Event Carousel',
  fields: {
    headline: { value: a.headline },
    description: { value: a.description },
    ...section(a.sectionId),
    events: a.events.map((e) =>
      item(
        e.slug,
        {
          eventTitle: { value: e.title },
          location: { value: e.location },
          startDate: { value: e.start },
          endDate: { value: e.end },
          displayDate: { value: e.displayDate },
          displayYear: { value: e.displayYear },
          image: e.image,
        },
        e.title,
      ),
    ),
  },
});

export const iframe = (a: { url: T; title: T; headline: T; desktop: string; mobile: string; sectionId?: string }): Block => ({
  component: 'Iframe',
  data: 'Iframe',
  fields: {
    url: { value: a.url },
    title: { value: a.title },
    headline: { value: a.headline },
    attributesForDesktop: { value: a.desktop },
    attributesForMobile: { value: a.mobile },
    ...section(a.sectionId),
  },
});

export const logoMarquee = (a: { headline: T; sectionId?: string; logos: Array<[name: string, image: ImageField]> }, styles: 'White' | 'Black'): Block => ({
  component: 'LogoMarquee',
  data: 'Logo Marquee',
  params: { Styles: styles },
  fields: { headline: { value: a.headline }, ...section(a.sectionId), logos: a.logos.map(([name, image]) => item(name, { image, link: noLink() })) },
});

export const anchorBar = (a: { sectionId?: string; links: Array<[anchorId: string, title: T, highlight?: boolean]> }): Block => ({
  component: 'AnchorBar',
  data: 'Anchor Bar',
  fields: {
    ...section(a.sectionId),
    links: a.links.map(([anchorId, title, highlight]) =>
      item(anchorId, { anchorId: { value: anchorId }, anchorTitle: { value: title }, highlightAnchorTitle: checkbox(highlight ?? false) }, title),
    ),
  },
});

/** SXA rich text: its element id is the `RenderingIdentifier` param, as the existing block reads it. */
export const richText = (sectionId: string, html: T): Block => ({
  component: 'RichText',
  data: `Text ${sectionId}`,
  params: { FieldNames: 'Default', Styles: '', RenderingIdentifier: sectionId },
  fields: { Text: { value: html } },
});

export const pageBreak = (styles: 'White' | 'Black'): Block => ({ component: 'PageBreak', data: '', params: { Styles: styles }, fields: {} });

export { Item };
