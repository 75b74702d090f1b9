import { readNumber } from '../../fields/read.ts';
import type { ArticleCardData } from '../../lib/article-cards.ts';
import { taxonomyIds } from '../../lib/taxonomy.ts';

/** Featured articles (spec 001 sections 3, 4 "Featured articles", 5 and 9): the block's settings. */

export const LOADER_NAME = 'featured-articles';

/** What the loader needs: plain data, read from the datasource on the server. */
export interface FeaturedArgs {
  language: string;
  /** The datasource's `duration` (months); absent or unusable means the default 12 (article-picks.ts). */
  durationMonths?: number;
  topic: string[];
  industry: string[];
  region: string[];
}

export interface FeaturedData {
  cards: ArticleCardData[];
}

export function featuredArgs(fields: Record<string, unknown>, language: string): FeaturedArgs {
  const args: FeaturedArgs = {
    language,
    topic: taxonomyIds(fields.topic),
    industry: taxonomyIds(fields.industry),
    region: taxonomyIds(fields.region),
  };
  const duration = readNumber(fields.duration);
  if (duration !== undefined) args.durationMonths = duration;
  return args;
}

/** Spec 001 section 4: nothing is searched or shown when no topic, industry or region is set. */
export function hasCriteria(args: FeaturedArgs): boolean {
  return args.topic.length + args.industry.length + args.region.length > 0;
}

export function dataKey(args: FeaturedArgs): string {
  return [LOADER_NAME, args.language, args.durationMonths ?? '', args.topic.join(','), args.industry.join(','), args.region.join(',')].join('|');
}
