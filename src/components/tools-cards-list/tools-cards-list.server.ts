import type { BlockLoader } from '../../app/block-data.tsx';
import { LOADER_NAME, TOOLS_CARDS_QUERY, toolCardsFromGraph, type ToolsCardsArgs, type ToolsCardsData } from './tools-cards-list.rules.ts';

/**
 * The tools of the section (spec 002 section 7): the first 1000 children of the datasource item,
 * read through the content graph while the page renders on the server.
 * - A section with no datasource, or a server with no content graph: logged, and an empty list
 *   (nothing a retry would change).
 * - A failed query, or an answer with no item or no children list ("Ops, CMS didn't return a
 *   reasonable response."): the loader throws, naming the path and language. The block data layer
 *   logs it and marks the page as having a failed block, so the page is not cached without its
 *   tools; the block shows none (block-data.server.ts, and index.tsx's `failed`).
 */
export const loadToolsCards: BlockLoader<ToolsCardsArgs, ToolsCardsData> = async (args, ctx) => {
  if (!args || typeof args.path !== 'string' || args.path === '' || typeof args.language !== 'string' || args.language === '') {
    ctx.logger.warn({ loader: LOADER_NAME }, 'Tools list: the section has no datasource or the page no language; no tools fetched');
    return { cards: [], failed: true };
  }
  if (!ctx.graphql) {
    ctx.logger.warn({ loader: LOADER_NAME }, 'Tools list: no content graph is configured');
    return { cards: [], failed: true };
  }
  try {
    const data = await ctx.graphql(TOOLS_CARDS_QUERY, { path: args.path, language: args.language });
    return { cards: toolCardsFromGraph(data), failed: false };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Tools list: the content query for ${args.path} (${args.language}) failed: ${message}`, { cause: error });
  }
};

export const blockLoaders = { [LOADER_NAME]: loadToolsCards };
