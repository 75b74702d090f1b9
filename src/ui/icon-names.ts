import { iconNames } from './icon-list.ts';

/**
 * The icon catalogue: every name has a module `icons/<name>.ts` loaded on demand (one chunk
 * each), so a page downloads only the icons it shows. The names and the modules are generated
 * from Tabler Icons by `scripts/compose-icons.ts` (docs/blocks.md#icons); this file only reads
 * the list, so whatever checks a name carries no icon code.
 */
export { iconNames };

export type IconName = (typeof iconNames)[number];

const names: ReadonlySet<string> = new Set(iconNames);

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && names.has(value);
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
