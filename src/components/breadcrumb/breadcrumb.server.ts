import type { BlockLoader } from '../../app/block-data.tsx';
import { BREADCRUMB_QUERY, LOADER_NAME, trailFromGraph, type BreadcrumbArgs, type BreadcrumbData } from './breadcrumb.rules.ts';

/**
 * Server loader of the breadcrumb: one content-graph query for the page and its ancestors that
 * are pages (spec 001 section 7), mapped to the trail. It runs inside the block's Suspense
 * boundary; the result streams to the browser next to the block, so hydration never refetches.
 */
export const loadBreadcrumb: BlockLoader<BreadcrumbArgs, BreadcrumbData> = async (args, ctx) => {
  if (!args || typeof args.contextItem !== 'string' || args.contextItem === '' || typeof args.language !== 'string') {
    throw new Error('breadcrumb: the page has no item id or path');
  }
  if (!ctx.graphql) throw new Error('breadcrumb: no content graph is configured');
  const data = await ctx.graphql(BREADCRUMB_QUERY, { contextItem: args.contextItem, language: args.language });
  return { crumbs: trailFromGraph(data) };
};

export const blockLoaders = { [LOADER_NAME]: loadBreadcrumb };
