import type { BlockLoader } from '../../app/block-data.tsx';
import type { ArticleCardData } from '../../lib/article-cards.ts';
import { pickSearch } from '../../lib/article-pick-search.ts';
import { findFeatured } from '../../lib/article-picks.ts';
import { LOADER_NAME, hasCriteria, type FeaturedArgs, type FeaturedData } from './featured-articles.rules.ts';

/**
 * Featured articles on the server (spec 001 section 4): topic, then industry, then region over the
 * article search until 3 unique eligible articles are found, within the 10 s safety timeout
 * (findFeatured). The cards stream in with the page; nothing runs in the browser.
 */
export const loadFeatured: BlockLoader<FeaturedArgs, FeaturedData> = async (args, ctx) => {
  if (!args || typeof args.language !== 'string' || !Array.isArray(args.topic) || !Array.isArray(args.industry) || !Array.isArray(args.region)) {
    throw new Error('featured-articles: malformed arguments');
  }
  if (!hasCriteria(args)) return { cards: [] };
  if (!ctx.searchArticles) throw new Error('featured-articles: no article search is configured');
  const cards = new Map<string, ArticleCardData>();
  const search = pickSearch(ctx.searchArticles, args.language, cards, { warn: (obj, msg) => ctx.logger.warn({ loader: LOADER_NAME, ...obj }, msg) });
  const picked = await findFeatured(search, args.topic, args.industry, args.region, {
    now: new Date(),
    ...(args.durationMonths !== undefined ? { durationMonths: args.durationMonths } : {}),
  });
  return { cards: picked.map((doc) => cards.get(doc.id)).filter((card): card is ArticleCardData => card !== undefined) };
};

export const blockLoaders = { [LOADER_NAME]: loadFeatured };
