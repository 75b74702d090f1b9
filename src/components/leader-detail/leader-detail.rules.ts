import { buildHref } from '../../fields/link.rules.ts';
import { readLink } from '../../fields/read.ts';
import type { IconName } from '../../ui/icon-names.ts';

/** Leader detail constants (spec 002 section 9: "Leader image skeleton 2000 ms; minimum image height 400"). */
export const LEADER_SKELETON_MS = 2000;
export const LEADER_IMAGE_MIN_HEIGHT_PX = 400;

/** The route fields the leader page reads (spec 002 section 2). */
export const LEADER_ROUTE_FIELDS = ['name', 'designation', 'cta', 'image', 'quote', 'bio', 'linkedin', 'twitter'] as const;

export type SocialNetwork = 'linkedin' | 'twitter';

export interface SocialLink {
  network: SocialNetwork;
  field: unknown;
  icon: IconName;
  /** Dictionary key of the link's accessible name (spec 002 section 9: keys linkedin, twitter). */
  phrase: SocialNetwork;
  fallback: string;
}

const NETWORKS: readonly Omit<SocialLink, 'field'>[] = [
  { network: 'linkedin', icon: 'linkedin', phrase: 'linkedin', fallback: 'LinkedIn' },
  { network: 'twitter', icon: 'x', phrase: 'twitter', fallback: 'X (Twitter)' },
];

/** Whether a link field has an address a visitor can follow (unsafe schemes count as none). */
export function hasLinkValue(field: unknown): boolean {
  return buildHref(readLink(field)) !== '';
}

/**
 * The social links to show (spec 002: "Social links show only if they have a value. In edit mode
 * the social fields are editable"): for visitors, those with an address; in edit mode both, so an
 * editor can fill an empty one.
 */
export function socialLinksOf(route: Readonly<Record<string, unknown>>, editing: boolean): SocialLink[] {
  return NETWORKS.filter((n) => editing || hasLinkValue(route[n.network])).map((n) => ({ ...n, field: route[n.network] }));
}
