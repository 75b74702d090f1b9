import { pageStructureOf } from '../src/app/page-templates.ts';

/**
 * The sample content's areas (src/app/page-templates.ts): on a template with a hero area (article
 * details, news details, news landing and generic page: every page but the articles and
 * partnerships landings, which have main alone), the blocks the page opens with that belong there
 * (breadcrumb, hero, banner) go to `headless-hero`, the rest to `headless-main`. A page that opens
 * with another block (a sub-navigation, the error page) keeps all of them in main. The one split
 * every page writer uses: the content generators (scripts/compose-*.ts, scripts/drydocks/model.ts)
 * and, for the hand-kept pages, the check in src/content-server/sample-templates.test.ts.
 */
export const HERO_BLOCKS: ReadonlySet<string> = new Set(['Breadcrumb', 'ArticleHero', 'NewsHero', 'HeroBanner', 'Banner']);

export function pagePlaceholders<T extends { componentName?: unknown }>(templateName: string, blocks: T[]): Record<string, T[]> {
  const leading = pageStructureOf(templateName).areas.includes('hero') ? blocks.findIndex((block) => !HERO_BLOCKS.has(String(block.componentName))) : 0;
  const split = leading === -1 ? blocks.length : leading;
  return {
    'headless-header': [],
    ...(split > 0 ? { 'headless-hero': blocks.slice(0, split) } : {}),
    'headless-main': blocks.slice(split),
    'headless-footer': [],
  };
}

/** A page's blocks in order, as `pagePlaceholders` was given them: its hero area's, then its main area's. */
export function pageBlocks<T>(placeholders: Readonly<Record<string, readonly T[] | undefined>> | null | undefined): T[] {
  return [...(placeholders?.['headless-hero'] ?? []), ...(placeholders?.['headless-main'] ?? [])];
}
