/**
 * Static image section (spec 002 sections 2 and 3): headline, image and description in a White or
 * Black style. Pure: the style from the rendering's Styles parameter.
 */

export type SectionStyle = 'white' | 'black';
export const DEFAULT_SECTION_STYLE: SectionStyle = 'white';

/**
 * The Styles parameter (SXA style classes, as the quote carousel and video blocks read it:
 * `Black`, `theme-black`, `White`…, separated by spaces, `|`, `,` or `;`): Black when a class
 * names it, else White, the default.
 */
export function sectionStyleOf(styles: unknown): SectionStyle {
  if (typeof styles !== 'string') return DEFAULT_SECTION_STYLE;
  return styles.split(/[\s|,;]+/).some((token) => /^(theme-)?black$/i.test(token)) ? 'black' : DEFAULT_SECTION_STYLE;
}
