import type { BlockLoader } from '../../app/block-data.tsx';
import { LOADER_NAME, TOOLS_CARDS_QUERY, toolCardsFromGraph, type ToolsCardsArgs, type ToolsCardsData } from './tools-cards-list.rules.ts';

/**
 * The tools of the section (spec 002 section 7): the first 1000 children of the datasource item,
 * read through the content graph while the page renders on the server. A failed query, or an
 * answer with no item or no children list (which throws "Ops, CMS didn't return a reasonable
 * response."), is logged and gives an empty list: the page renders either way.
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
    ctx.logger.error(
      { loader: LOADER_NAME, path: args.path, language: args.language, err: error instanceof Error ? error.message : String(error) },
      'Tools list: the content query failed; showing no tools',
    );
    return { cards: [], failed: true };
  }
};

export const blockLoaders = { [LOADER_NAME]: loadToolsCards };
