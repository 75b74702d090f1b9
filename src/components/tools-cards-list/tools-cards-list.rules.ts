/**
 * Tools cards list (spec 002: section 2 "Tools cards list", section 3 "Tool card", sections 7-9):
 * the tools are the children of the section's content item, read on the server through the content
 * graph by the loader `tools-cards` and turned into tool cards here.
 */
import { buildHref, isNewTabLink } from '../../fields/link.rules.ts';
import { isRecord, readImage, readLink, readText } from '../../fields/read.ts';
import { readTagList, type FilterTag } from '../../ui/filters/filters.rules.ts';

export const LOADER_NAME = 'tools-cards';

/** Spec 002 section 9: page sizes and the content query's limit. */
export const DEFAULT_CARDS_DESKTOP = 12;
export const DEFAULT_CARDS_MOBILE = 4;
export const MAX_TOOLS = 1000;
/** Spec 002 section 3: logo width and height defaults. */
export const DEFAULT_LOGO_WIDTH = 200;
export const DEFAULT_LOGO_HEIGHT = 100;
/** Spec 002 section 7: what a server-side failure of the content query throws. */
export const CMS_UNREASONABLE = "Ops, CMS didn't return a reasonable response.";
/** Spec 002 section 8: the empty result (dictionary `noToolsFound`). */
export const NO_TOOLS_FOUND = 'No tools match your current filter criteria. Please try different filters.';
/** Spec 002 section 2: the screen-reader text before a card's title. */
export const VIEW_DETAILS_FOR = 'View details for';

/** The content query of docs/people-and-resources.md (spec 002 section 7: the first 1000 children). */
export const TOOLS_CARDS_QUERY = /* GraphQL */ `
  query ToolsCards($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      children(first: ${MAX_TOOLS}) {
        results {
          id name
          headline: field(name: "headline") { jsonValue }
          description: field(name: "description") { jsonValue }
          image: field(name: "image") { jsonValue }
          logo: field(name: "logo") { jsonValue }
          cta: field(name: "cta") { jsonValue }
          country: field(name: "country") { jsonValue }
          port: field(name: "port") { jsonValue }
        }
      }
    }
  }
`;

export interface ToolsCardsArgs {
  /** The section's content item (the rendering's datasource): a path or an id. */
  path: string;
  language: string;
}

export interface CardImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Spec 002 section 3: a tool card (serialised beside the block: keep it small). */
export interface ToolCard {
  id: string;
  /** The cta link's address ('' when it has none: the card is not a link). */
  url: string;
  /** The cta opens in a new tab (external link, `_blank`). */
  newTab: boolean;
  cardImage?: CardImage;
  logo?: Required<CardImage>;
  name: string;
  designation: string;
  country: FilterTag[];
  port: FilterTag[];
}

export interface ToolsCardsData {
  cards: ToolCard[];
  /** The query failed or its answer was unusable (logged on the server; editors get a note). */
  failed: boolean;
}

export function dataKey(args: ToolsCardsArgs): string {
  return `tools-cards:${args.language}:${args.path.toLowerCase()}`;
}

/** The loader's arguments: the rendering's datasource and the page language, when both are there. */
export function toolsArgs(dataSource: unknown, language: unknown): ToolsCardsArgs | undefined {
  if (typeof dataSource !== 'string' || dataSource.trim() === '' || typeof language !== 'string' || language.trim() === '') return undefined;
  return { path: dataSource.trim(), language: language.trim() };
}

/** A field as the graph sends it: `{ jsonValue }` (or the bare Layout Service value). */
function jsonValueOf(field: unknown): unknown {
  return isRecord(field) && 'jsonValue' in field ? field.jsonValue : field;
}

/**
 * The children of the graph's answer, or an error with CMS_UNREASONABLE when the answer has no
 * item or no list of children (spec 002 section 7).
 */
export function childrenOf(data: unknown): unknown[] {
  const item = isRecord(data) ? data.item : undefined;
  const children = isRecord(item) ? item.children : undefined;
  const results = isRecord(children) ? children.results : undefined;
  if (!Array.isArray(results)) throw new Error(CMS_UNREASONABLE);
  return results;
}

/** Spec 002 section 3: one child item as a tool card; `index` counts from 0. */
export function toolCard(raw: unknown, index: number): ToolCard {
  const item = isRecord(raw) ? raw : {};
  const name = readText(jsonValueOf(item.headline)).trim();
  const link = readLink(jsonValueOf(item.cta));
  const url = buildHref(link);
  const card: ToolCard = {
    id: `tool-${index}`,
    url,
    newTab: url !== '' && isNewTabLink(link, url),
    name,
    designation: readText(jsonValueOf(item.description)).trim(),
    country: readTagList(jsonValueOf(item.country)) ?? [],
    port: readTagList(jsonValueOf(item.port)) ?? [],
  };
  const image = readImage(jsonValueOf(item.image));
  if (image) card.cardImage = { ...image, alt: image.alt.trim() || name || `Tool ${index + 1}` };
  const logo = readImage(jsonValueOf(item.logo));
  if (logo) {
    card.logo = {
      src: logo.src,
      alt: logo.alt.trim(),
      width: logo.width ?? DEFAULT_LOGO_WIDTH,
      height: logo.height ?? DEFAULT_LOGO_HEIGHT,
    };
  }
  return card;
}

/** The tool cards of the graph's answer (at most MAX_TOOLS); throws CMS_UNREASONABLE on a bad answer. */
export function toolCardsFromGraph(data: unknown): ToolCard[] {
  return childrenOf(data).slice(0, MAX_TOOLS).map(toolCard);
}
