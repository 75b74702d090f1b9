import type { BlockLoader } from '../../app/block-data.tsx';
import { LOADER_NAME, searchListing, type ListingArgs, type ListingData } from './listing-data.ts';

/**
 * The listing's first page on the server (spec 001 sections 2 and 7): the page URL's facets and
 * page over the article search, so crawlers get the cards and real pagination links. A failure is
 * the block's error notice (the block-data layer logs it); the browser can search again.
 */
export const loadArticleListing: BlockLoader<ListingArgs, ListingData> = async (args, ctx) => {
  if (!args || typeof args.language !== 'string' || typeof args.facets !== 'object' || args.facets === null || typeof args.fixedType !== 'string') {
    throw new Error('article-listing: malformed arguments');
  }
  const search = ctx.searchArticles;
  if (!search) throw new Error('article-listing: no article search is configured');
  return searchListing(args, (request) => search(request));
};

export const blockLoaders = { [LOADER_NAME]: loadArticleListing };
