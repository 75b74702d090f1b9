/** Spec 002 section 9: filter dropdown list max height, desktop and mobile (px). */
export const DESKTOP_LIST_MAX_HEIGHT = 342;
export const MOBILE_LIST_MAX_HEIGHT = 301;
/** Spec 002 section 4: the mobile filter panel is 80% of the viewport tall. */
export const MOBILE_PANEL_HEIGHT = '80dvh';
/**
 * Where the desktop filters (dropdowns) and the desktop page size start: the theme's `m` (1025 px).
 * Below it phones and tablets get the filter panel and the mobile page size (spec 002 section 9:
 * "3 on mobile or tablet").
 */
export const DESKTOP_FROM = 'm' as const;
