import type { PlaceholdersData } from '../cms/types.ts';

/**
 * Which route placeholders go to which page area (spec 000: header, main and footer areas; the
 * page-structure templates name hero and main areas). Every top-level placeholder not named here
 * is rendered in main, after these, in the order the Layout Service sent them.
 */
export const HEADER_PLACEHOLDERS = ['headless-header'] as const;
export const FOOTER_PLACEHOLDERS = ['headless-footer'] as const;
export const MAIN_PLACEHOLDERS = ['headless-hero', 'headless-main', 'jss-main'] as const;

export interface PageAreas {
  header: string[];
  main: string[];
  footer: string[];
}

export function pageAreas(placeholders: PlaceholdersData | undefined | null): PageAreas {
  const keys = placeholders && typeof placeholders === 'object' ? Object.keys(placeholders) : [];
  const present = (names: readonly string[]) => names.filter((name) => keys.includes(name));
  const named = new Set<string>([...HEADER_PLACEHOLDERS, ...FOOTER_PLACEHOLDERS, ...MAIN_PLACEHOLDERS]);
  return {
    header: present(HEADER_PLACEHOLDERS),
    main: [...present(MAIN_PLACEHOLDERS), ...keys.filter((key) => !named.has(key))],
    footer: present(FOOTER_PLACEHOLDERS),
  };
}
