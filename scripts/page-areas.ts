import { pageStructureOf } from '../src/app/page-templates.ts';

/**
 * The sample content's areas (src/app/page-templates.ts): on a template whose pages fill their
 * hero area (article and news pages; a generic page keeps its hero in main), the blocks the page
 * opens with that belong there (breadcrumb, hero) go to `headless-hero`, the rest to
 * `headless-main`. Shared by the content generators (scripts/compose-insights.ts,
 * scripts/drydocks/model.ts).
 */
const HERO_BLOCKS = new Set(['Breadcrumb', 'ArticleHero', 'NewsHero', 'HeroBanner', 'Banner']);
const HERO_FILLED = new Set(['Article Details', 'News Details', 'News Landing']);

export function pagePlaceholders<T extends { componentName?: unknown }>(templateName: string, blocks: T[]): Record<string, T[]> {
  const leading = HERO_FILLED.has(pageStructureOf(templateName).name) ? blocks.findIndex((block) => !HERO_BLOCKS.has(String(block.componentName))) : 0;
  const split = leading === -1 ? blocks.length : leading;
  return {
    'headless-header': [],
    ...(split > 0 ? { 'headless-hero': blocks.slice(0, split) } : {}),
    'headless-main': blocks.slice(split),
    'headless-footer': [],
  };
}
