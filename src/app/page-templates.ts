/**
 * Page-structure templates (spec 000 section 2: "named by their areas: article details (hero and
 * main), articles landing (main), news details (hero and main), news landing (hero and main). A
 * generic page has a hero and a main area; a partnerships landing page has a single main area").
 *
 * A route names its template (`templateName`). The six are ours by those names; the sample's
 * content templates with a narrower purpose (Article Page, News Details Page, Leader Page…) have
 * the structure of the one they are a kind of. A template we do not know is a generic page.
 *
 * An area is a placeholder: hero `headless-hero`, main `headless-main`. The hero area renders
 * first, in a region of its own at the start of the main landmark, so the skip link lands on the
 * page's heading. A layout that fills an area its template lacks (a hero on a partnerships
 * landing) still renders it, in order, and editors see a note saying so.
 */

export type PageArea = 'hero' | 'main';

export interface PageStructure {
  /** The template's name, as spec 000 names it. */
  name: string;
  areas: readonly PageArea[];
}

const HERO_AND_MAIN: readonly PageArea[] = ['hero', 'main'];
const MAIN_ONLY: readonly PageArea[] = ['main'];

/** The six templates, by the name a route's `templateName` gives (any case). */
export const PAGE_STRUCTURES: Readonly<Record<string, PageStructure>> = {
  'article details': { name: 'Article Details', areas: HERO_AND_MAIN },
  'articles landing': { name: 'Articles Landing', areas: MAIN_ONLY },
  'news details': { name: 'News Details', areas: HERO_AND_MAIN },
  'news landing': { name: 'News Landing', areas: HERO_AND_MAIN },
  'generic page': { name: 'Generic Page', areas: HERO_AND_MAIN },
  'partnerships landing': { name: 'Partnerships Landing', areas: MAIN_ONLY },
};

/** Content templates that are a kind of one of the six (their data, the structure of that one). */
const KIND_OF: Readonly<Record<string, string>> = {
  'article page': 'article details',
  'news details page': 'news details',
  page: 'generic page',
  'country page': 'generic page',
  'legal page': 'generic page',
  'leader page': 'generic page',
  'not found page': 'generic page',
};

/** The placeholder of each area. */
export const AREA_PLACEHOLDERS: Readonly<Record<PageArea, string>> = { hero: 'headless-hero', main: 'headless-main' };

/** The page structure of a route's template; a generic page for any other. */
export function pageStructureOf(templateName: unknown): PageStructure {
  const key = typeof templateName === 'string' ? templateName.trim().toLowerCase() : '';
  return PAGE_STRUCTURES[key] ?? PAGE_STRUCTURES[KIND_OF[key] ?? ''] ?? PAGE_STRUCTURES['generic page']!;
}

/** Whether the name is one of the six or a content template that is a kind of one. */
export function isKnownTemplate(templateName: unknown): boolean {
  const key = typeof templateName === 'string' ? templateName.trim().toLowerCase() : '';
  return key in PAGE_STRUCTURES || key in KIND_OF;
}

/** The areas a layout fills that its template does not have (their blocks render, in order, with a note for editors). */
export function areasOutsideTemplate(structure: PageStructure, filled: readonly string[]): PageArea[] {
  return (Object.keys(AREA_PLACEHOLDERS) as PageArea[]).filter((area) => filled.includes(AREA_PLACEHOLDERS[area]) && !structure.areas.includes(area));
}
