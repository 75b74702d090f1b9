import type { BlockLoader } from '../../app/block-data.tsx';
import type { ArticleCardData } from '../../lib/article-cards.ts';
import { pickSearch } from '../../lib/article-pick-search.ts';
import { FEATURED_TIMEOUT_MS, findRelated, type ArticleDoc } from '../../lib/article-picks.ts';
import { LOADER_NAME, type RelatedArgs, type RelatedData } from './related-articles.rules.ts';

/** Spec 001 section 9's 10 s safety timeout, applied to the related strategies as well (server budget). */
export const RELATED_TIMEOUT_MS = FEATURED_TIMEOUT_MS;

/**
 * Related articles on the server (spec 001 section 4): industry, then topic, then a plain search,
 * page size 4, until 3 eligible articles other than this one are found (findRelated). The spec's
 * 1 s delay before the plain fallback is a browser pacing rule: on the server it is not waited
 * (the page would stream 1 s later for nothing); the 500 ms transition is the cards' fade-in. The
 * whole search has the 10 s safety budget: past it, nothing is shown and a line is logged.
 */
export const loadRelated: BlockLoader<RelatedArgs, RelatedData> = async (args, ctx) => {
  if (!args || typeof args.language !== 'string' || !Array.isArray(args.industry) || !Array.isArray(args.topic)) {
    throw new Error('related-articles: malformed arguments');
  }
  if (!ctx.searchArticles) throw new Error('related-articles: no article search is configured');
  const cards = new Map<string, ArticleCardData>();
  const search = pickSearch(ctx.searchArticles, args.language, cards, { warn: (obj, msg) => ctx.logger.warn({ loader: LOADER_NAME, ...obj }, msg) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ArticleDoc[]>((resolve) => {
    timer = setTimeout(() => {
      ctx.logger.warn({ loader: LOADER_NAME, timeoutMs: RELATED_TIMEOUT_MS }, 'related articles: search timed out; nothing shown');
      resolve([]);
    }, RELATED_TIMEOUT_MS);
  });
  try {
    const picked = await Promise.race([
      findRelated(
        search,
        { industry: args.industry, topic: args.topic, progressBarTitle: typeof args.progressBarTitle === 'string' ? args.progressBarTitle : '' },
        {
          now: new Date(),
          wait: async () => {},
          ...(args.durationMonths !== undefined ? { durationMonths: args.durationMonths } : {}),
        },
      ),
      timeout,
    ]);
    return { cards: picked.map((doc) => cards.get(doc.id)).filter((card): card is ArticleCardData => card !== undefined) };
  } finally {
    clearTimeout(timer);
  }
};

export const blockLoaders = { [LOADER_NAME]: loadRelated };
