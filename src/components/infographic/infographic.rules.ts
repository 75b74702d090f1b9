/**
 * The infographic block's rules (spec 003 sections 2, 3, 4 and 9). Pure.
 *
 * Decisions where the spec is silent:
 * - "On tablet" is below the theme's `m` breakpoint (1025 px): phones and tablets, where an
 *   infographic drawn for a wide screen is too small to read in the page; from 1025 px the image
 *   is shown large enough and the expand button is hidden (CSS, so the static page decides
 *   without code).
 * - Styles: `White` (default, also for an unknown value), `Blue` or `Grey` (`Gray` too), read
 *   from the space-separated Styles parameter, case-insensitive.
 * - Visitors see nothing without an image, a headline or a description. Without an image there
 *   is no expand button. Edit mode shows every field (placeholders) and no expand button: the
 *   editor's page stays static.
 */
import { hasText, readImage } from '../../fields/read.ts';
import type { Breakpoint } from '../../ui/theme.ts';

export const INFOGRAPHIC_STYLES = ['White', 'Blue', 'Grey'] as const;
export type InfographicStyle = (typeof INFOGRAPHIC_STYLES)[number];

/** The expand button and the viewer are offered below this breakpoint (1025 px). */
export const EXPAND_BELOW: Breakpoint = 'm';

export function infographicStyleOf(styles: unknown): InfographicStyle {
  const tokens = typeof styles === 'string' ? styles.toLowerCase().split(/[\s|,]+/) : [];
  if (tokens.includes('blue')) return 'Blue';
  if (tokens.includes('grey') || tokens.includes('gray')) return 'Grey';
  return 'White';
}

/** Whether a visitor sees the block at all. */
export function hasInfographicContent(fields: Readonly<Record<string, unknown>>): boolean {
  return readImage(fields.image) !== undefined || hasText(fields.headline) || hasText(fields.description);
}

/** Every phrase the infographic and its viewer look up. */
export const INFOGRAPHIC_PHRASES = [
  'close',
  'OpensInNewTab',
  'InfographicExpand',
  'InfographicViewer',
  'InfographicZoomIn',
  'InfographicZoomOut',
  'InfographicZoomLevel',
] as const;
