import type { BlockLoader } from '../../app/block-data.tsx';
import { ARTICLE_UPDATED_QUERY, LOADER_NAME, updatedFromGraph, type ArticleUpdatedArgs, type ArticleUpdatedData } from './article-hero.rules.ts';

/**
 * The article's last-updated value from the content graph (spec 001 section 7), for the
 * BlogPosting's dateModified. Spec 001 section 8: a missing item id or language is an error and
 * nothing is fetched; a failing query or one with no value is only logged. Either way the page
 * renders, without dateModified.
 */
export const loadArticleUpdated: BlockLoader<ArticleUpdatedArgs, ArticleUpdatedData> = async (args, ctx) => {
  if (!args || typeof args.path !== 'string' || args.path === '' || typeof args.language !== 'string' || args.language === '') {
    ctx.logger.error({ loader: LOADER_NAME }, 'Article last-updated: the route item id or the language is missing; no date fetch');
    return { updated: null };
  }
  if (!ctx.graphql) {
    ctx.logger.info({ loader: LOADER_NAME }, 'Article last-updated: no content graph is configured');
    return { updated: null };
  }
  try {
    const data = await ctx.graphql(ARTICLE_UPDATED_QUERY, { path: args.path, language: args.language });
    const updated = updatedFromGraph(data);
    if (updated === null) ctx.logger.info({ loader: LOADER_NAME, path: args.path, language: args.language }, 'Article last-updated: the graph gave no value');
    return { updated };
  } catch (error) {
    ctx.logger.info(
      { loader: LOADER_NAME, path: args.path, err: error instanceof Error ? error.message : String(error) },
      'Article last-updated: the graph query failed',
    );
    return { updated: null };
  }
};

export const blockLoaders = { [LOADER_NAME]: loadArticleUpdated };
