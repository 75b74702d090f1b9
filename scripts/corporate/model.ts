/**
 * The shapes the corporate pages are written in: every text is a pair `{ en, ar }`, links, images
 * and item lists are markers, and `resolve` turns a page into one language's Layout Service fields.
 * So both languages have the same structure, ids and media by construction.
 */
import { nameUuid } from '../compose-tools.ts';
import { infographicSvg, sceneSvg, type ChartBar, type Motif, type PaletteName } from './art.ts';

export type Lang = 'en' | 'ar';
export interface T {
  en: string;
  ar: string;
}

export const t = (en: string, ar: string): T => ({ en, ar });
/** A text field. */
export const v = (en: string, ar: string): { value: T } => ({ value: t(en, ar) });

/** Item ids: the name-based UUIDs every sample generator makes (scripts/compose-tools.ts). */
export { nameUuid };

export class LinkField {
  constructor(
    readonly href: string,
    readonly text: T,
    readonly linktype: 'internal' | 'media' = 'internal',
  ) {}
}
export class ImageField {
  /** `src` is one file, or one per language (an image with words in it). */
  constructor(
    readonly src: string | T,
    readonly alt: T,
    readonly width: number,
    readonly height: number,
  ) {}
}
export class Item {
  constructor(
    readonly name: string,
    readonly fields: Record<string, unknown>,
    readonly displayName?: T,
  ) {}
}

export const link = (href: string, en: string, ar: string): LinkField => new LinkField(href, t(en, ar));
export const noLink = (): { value: { href: string } } => ({ value: { href: '' } });
export const noImage = (): { value: Record<string, never> } => ({ value: {} });
export const item = (name: string, fields: Record<string, unknown>, displayName?: T): Item => new Item(name, fields, displayName);
export const checkbox = (value: boolean): { value: boolean } => ({ value });

/** The art files the pages use, by media path (under content/media/ports-group/). */
export const ART = new Map<string, () => string>();

/** An image drawn by art.ts, registered for writing. `file` is relative to content/media/ports-group/. */
export function scene(file: string, motif: Motif, palette: PaletteName, width: number, height: number, alt: T): ImageField {
  ART.set(file, () => sceneSvg(motif, palette, width, height, alt.en));
  return new ImageField(`/-/media/ports-group/${file}`, alt, width, height);
}

/** An infographic with words in it: one file per language (`{file}-en.svg`, `{file}-ar.svg`), 1600 x 1000. */
export function chartImage(file: string, palette: PaletteName, title: T, unit: T, bars: ChartBar[], captions: T[], alt: T): ImageField {
  for (const lang of ['en', 'ar'] as const) {
    ART.set(`${file}-${lang}.svg`, () =>
      infographicSvg(
        lang,
        palette,
        title[lang],
        unit[lang],
        bars,
        captions.map((c) => c[lang]),
      ),
    );
  }
  const src = (lang: Lang) => `/-/media/ports-group/${file}-${lang}.svg`;
  return new ImageField(t(src('en'), src('ar')), alt, 1600, 1000);
}

/** An existing media file (or one written elsewhere), as an image field. */
export const media = (file: string, width: number, height: number, alt: T): ImageField => new ImageField(`/-/media/ports-group/${file}`, alt, width, height);

/** A banner's desktop (1600 x 900) and mobile (750 x 1000) images. */
export function bannerImages(area: string, slug: string, motif: Motif, palette: PaletteName, alt: T): { image: ImageField; mobileImage: ImageField } {
  return {
    image: scene(`${area}/${slug}-banner.svg`, motif, palette, 1600, 900, alt),
    mobileImage: scene(`${area}/${slug}-banner-mobile.svg`, motif, palette, 750, 1000, alt),
  };
}

function localise(href: string, lang: Lang): string {
  if (lang === 'en' || !href.startsWith('/') || href.startsWith('/-/')) return href;
  return href === '/' ? '/ar' : `/ar${href}`;
}

const isT = (value: unknown): value is T =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 2 && 'en' in value && 'ar' in value;

/** The value in one language, ids of list items made from `scope`. */
export function resolve(value: unknown, lang: Lang, scope: string): unknown {
  if (isT(value)) return value[lang];
  if (value instanceof LinkField) {
    const href = localise(value.href, lang);
    return {
      value: {
        href,
        text: value.text[lang],
        linktype: value.linktype,
        url: href,
        anchor: '',
        title: '',
        class: '',
        target: '',
        querystring: '',
        id: '',
      },
    };
  }
  if (value instanceof ImageField) {
    return {
      value: {
        src: typeof value.src === 'string' ? value.src : value.src[lang],
        alt: value.alt[lang],
        width: String(value.width),
        height: String(value.height),
      },
    };
  }
  if (value instanceof Item) {
    const itemScope = `${scope}/${value.name}`;
    return {
      id: nameUuid(itemScope),
      name: value.name,
      displayName: value.displayName ? value.displayName[lang] : value.name,
      fields: resolve(value.fields, lang, itemScope),
    };
  }
  if (Array.isArray(value)) return value.map((entry) => resolve(entry, lang, scope));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, resolve(entry, lang, `${scope}/${key}`)]));
  }
  return value;
}

export interface Block {
  component: string;
  /** The datasource item's name under the page's Data folder. */
  data: string;
  params?: Record<string, string>;
  fields: Record<string, unknown>;
}

export interface Page {
  path: string;
  /** The page name as the header and footer call it. */
  title: T;
  description: T;
  /** Route field `headline` (what PageIntro falls back to). */
  headline: T;
  ogImage: ImageField;
  blocks: Block[];
}
