/**
 * The icon catalogue: every name here has a module `icons/<name>.ts` loaded on demand
 * (one chunk each), so a page downloads only the icons it shows.
 */
export const iconNames = [
  'arrow-left',
  'arrow-right',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'play',
  'pause',
  'external',
  'close',
  'menu',
  'search',
  'ship',
  'globe',
  'phone',
  'map-pin',
  'calendar',
  'linkedin',
  'x',
  'facebook',
  'instagram',
  'youtube',
  'headphones',
  'stop',
  'printer',
  'link',
  'share',
  'check',
  'download',
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (iconNames as readonly string[]).includes(value);
}

/** One icon: 24x24 outline paths (stroked) and optional solid shapes (filled). */
export interface IconDefinition {
  viewBox?: string;
  /** Stroked with currentColor, 2px, round joins. */
  strokes?: string[];
  /** Filled with currentColor. */
  fills?: string[];
  /** Directional icon: flipped horizontally on right-to-left pages. */
  mirrorInRtl?: boolean;
}
