import { readNumber, readText } from '../../fields/read.ts';
import type { ArticleCardData } from '../../lib/article-cards.ts';
import { taxonomyIds } from '../../lib/taxonomy.ts';

/** Related articles (spec 001 sections 3, 4 "Related articles", 5 and 9): the block's settings. */

export const LOADER_NAME = 'related-articles';

/** What the loader needs: the route's industry and topic, the article's own title, the duration. */
export interface RelatedArgs {
  language: string;
  durationMonths?: number;
  industry: string[];
  topic: string[];
  /** The route's `articleProgressBarTitle`: the article itself is left out by it. */
  progressBarTitle: string;
}

export interface RelatedData {
  cards: ArticleCardData[];
}

export function relatedArgs(fields: Record<string, unknown>, routeFields: Readonly<Record<string, unknown>>, language: string): RelatedArgs {
  const args: RelatedArgs = {
    language,
    industry: taxonomyIds(routeFields.industry),
    topic: taxonomyIds(routeFields.topic),
    progressBarTitle: readText(routeFields.articleProgressBarTitle).trim(),
  };
  const duration = readNumber(fields.duration);
  if (duration !== undefined) args.durationMonths = duration;
  return args;
}

export function dataKey(args: RelatedArgs): string {
  return [LOADER_NAME, args.language, args.durationMonths ?? '', args.industry.join(','), args.topic.join(','), args.progressBarTitle].join('|');
}
