import { readItems, readLink, readText } from '../../fields/read.ts';
import { buildHref } from '../../fields/link.rules.ts';
import { isIconName, type IconName } from '../../ui/icon-names.ts';

/**
 * Footer rules (spec 002): navigation groups with an optional title or title link, legal links,
 * social links, and the grid of groups (spec 002 section 9: "columns by group count, at most 2,
 * 4, 5 and 8 by breakpoint").
 */

/** Spec 002 section 9: the most columns per breakpoint, narrowest first. */
export const FOOTER_MAX_COLUMNS = { base: 2, sm: 4, m: 5, l: 8 } as const;
export type FooterColumns = { [K in keyof typeof FOOTER_MAX_COLUMNS]: number };

/** Columns per breakpoint for this many groups: never more than the groups, nor than the cap. */
export function footerColumns(groupCount: number): FooterColumns {
  const n = Number.isFinite(groupCount) ? Math.max(1, Math.floor(groupCount)) : 1;
  return {
    base: Math.min(n, FOOTER_MAX_COLUMNS.base),
    sm: Math.min(n, FOOTER_MAX_COLUMNS.sm),
    m: Math.min(n, FOOTER_MAX_COLUMNS.m),
    l: Math.min(n, FOOTER_MAX_COLUMNS.l),
  };
}

export interface FooterGroup {
  id: string;
  /** The group's title field (plain text). */
  title: string;
  /** Raw link field when the title is a link (navigationLink with an href). */
  titleLink: unknown;
  /** Raw link fields of the group's links that have an href. */
  links: unknown[];
}

export interface SocialLink {
  id: string;
  icon: string;
  /** Accessible name: the link's text or title, else the network's name. */
  label: string;
  link: unknown;
}

const hasHref = (field: unknown) => buildHref(readLink(field)) !== '';

/** A group's links: each item's `link` field (or the item itself when it is a bare link). */
function groupLinks(list: unknown): unknown[] {
  if (Array.isArray(list) && list.length > 0 && readLink(list[0]) && !('fields' in (list[0] as object))) {
    return list.filter(hasHref);
  }
  return readItems(list).flatMap((item) => {
    const f = (item.fields ?? {}) as Record<string, unknown>;
    const link = f.link ?? f.navigationLink ?? f.Link;
    return hasHref(link) ? [link] : [];
  });
}

/** Groups that have a title, a title link or at least one link; the rest are dropped. */
export function footerGroups(field: unknown): FooterGroup[] {
  return readItems(field).flatMap((item, index) => {
    const f = (item.fields ?? {}) as Record<string, unknown>;
    const group: FooterGroup = {
      id: item.id ?? `group-${index}`,
      title: readText(f.title).trim(),
      titleLink: hasHref(f.navigationLink) ? f.navigationLink : undefined,
      links: groupLinks(f.navigation),
    };
    return group.title || group.titleLink || group.links.length > 0 ? [group] : [];
  });
}

/** Legal links with an href, from items with a `link` field or bare links. */
export function legalLinks(field: unknown): unknown[] {
  return groupLinks(Array.isArray(field) ? field : isRecordWithValue(field) ? field.value : []);
}

const NETWORK_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  wechat: 'WeChat',
  threads: 'Threads',
  snapchat: 'Snapchat',
  pinterest: 'Pinterest',
  vimeo: 'Vimeo',
  weibo: 'Weibo',
  github: 'GitHub',
  discord: 'Discord',
  spotify: 'Spotify',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  medium: 'Medium',
  reddit: 'Reddit',
  flickr: 'Flickr',
};

/**
 * The icon of a network the catalogue has no icon for: its link stays in the footer (the editor
 * chose to link it), drawn with the plain link icon and named by the editor's value.
 */
export const GENERIC_SOCIAL_ICON: IconName = 'link';

/** A socialIcon value without case, punctuation or an `icon` suffix ('YouTube-Icon' → 'youtube'). */
function networkKey(value: string): string {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[-_ ]?icon$/, '')
    .replace(/[^a-z]/g, '');
  return key === 'twitter' ? 'x' : key;
}

/** The catalogue icon for a socialIcon value ('LinkedIn', 'twitter', 'youtube-icon' …). */
export function socialIconName(value: string): IconName | undefined {
  const name = networkKey(value);
  return isIconName(name) ? name : undefined;
}

/** The network's name for the link's accessible name: ours for a known one, else the value as written. */
function networkName(value: string): string {
  const known = NETWORK_NAMES[networkKey(value)];
  if (known) return known;
  const written = value.trim().replace(/[-_ ]?icon$/i, '');
  return written.charAt(0).toUpperCase() + written.slice(1);
}

export function socialLinks(field: unknown): SocialLink[] {
  return readItems(field).flatMap((item, index) => {
    const f = (item.fields ?? {}) as Record<string, unknown>;
    if (!hasHref(f.socialLink)) return [];
    const value = readText(f.socialIcon) || item.name || '';
    const link = readLink(f.socialLink);
    const label = (link?.text || link?.title || networkName(value) || hostOf(buildHref(link))).trim();
    return [{ id: item.id ?? `social-${index}`, icon: socialIconName(value) ?? GENERIC_SOCIAL_ICON, label, link: f.socialLink }];
  });
}

function hostOf(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

function isRecordWithValue(value: unknown): value is { value: unknown } {
  return typeof value === 'object' && value !== null && 'value' in value;
}
