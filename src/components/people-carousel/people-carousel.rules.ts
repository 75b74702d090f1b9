import { isRecord, readList } from '../../fields/read.ts';
import { mq } from '../../ui/theme.ts';

/** People carousel constants (spec 002 section 9). */
export const PEOPLE_PER_PAGE_WIDE = 3;
export const PEOPLE_PER_PAGE_MEDIUM = 2;
export const PEOPLE_PER_PAGE_SMALL = 1;
/** 2 per page up to this width (inclusive). */
export const PEOPLE_MEDIUM_MAX_PX = 900;
/** 1 per page up to this width (inclusive). */
export const PEOPLE_SMALL_MAX_PX = 480;
export const PEOPLE_GAP_PX = 24;
export const PEOPLE_SPEED_MS = 400;
export const PEOPLE_SWIPE_PX = 100;
export const PEOPLE_SWIPE_LOCK_MS = 400;

/** A leader of the list as the block reads it: a Leader Page item inlined by the Layout Service. */
export interface LeaderCardModel {
  key: string;
  id: string;
  url: string;
  fields: Record<string, unknown>;
}

/** The current page, as the page facts give it. */
export interface CurrentPage {
  itemId?: string | undefined;
  /** Request path, with or without the locale prefix. */
  path: string;
}

/** The list's leaders; entries that are not items (no id, url or fields) are dropped. */
export function leadersOf(field: unknown): LeaderCardModel[] {
  const leaders: LeaderCardModel[] = [];
  readList(field).forEach((entry) => {
    if (!isRecord(entry)) return;
    const id = typeof entry.id === 'string' ? entry.id : '';
    const url = typeof entry.url === 'string' ? entry.url : '';
    const fields = isRecord(entry.fields) ? entry.fields : undefined;
    if (!fields && !id && !url) return;
    leaders.push({ key: `${id || url || 'leader'}#${leaders.length}`, id, url, fields: fields ?? {} });
  });
  return leaders;
}

/** An item id compared the Sitecore way: braces, dashes and case do not matter. */
export function normaliseItemId(id: string | undefined): string {
  return (id ?? '').replace(/[{}\-\s]/g, '').toLowerCase();
}

/**
 * A path compared without its origin, query, fragment, trailing slash, case and `/ar` or `/en`
 * locale prefix: '/ar/about/leadership/x/' and 'https://host/about/leadership/X' are one page.
 */
export function normalisePath(url: string): string {
  let path = url.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (absolute) path = path.slice(absolute[0].length);
  path = path.replace(/[?#].*$/, '').toLowerCase();
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/^\/(ar|en)(?=\/|$)/, '');
  path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Whether a leader is the page being shown: by item id, or by the page path matching its url. */
export function isCurrentLeader(leader: LeaderCardModel, current: CurrentPage): boolean {
  const itemId = normaliseItemId(current.itemId);
  if (itemId !== '' && normaliseItemId(leader.id) === itemId) return true;
  return leader.url.trim() !== '' && normalisePath(leader.url) === normalisePath(current.path);
}

/**
 * 'Other leaders' (spec 002 section 2): the current leader left out, the order starting with the
 * leader after the current one and wrapping round. Without a current leader (the list on another
 * page) the list keeps its order.
 */
export function otherLeaders(leaders: readonly LeaderCardModel[], current: CurrentPage): LeaderCardModel[] {
  const index = leaders.findIndex((leader) => isCurrentLeader(leader, current));
  if (index < 0) return [...leaders];
  const rotated = [...leaders.slice(index + 1), ...leaders.slice(0, index)];
  return rotated.filter((leader) => !isCurrentLeader(leader, current));
}

/** Cards per page at a viewport width (3 wide, 2 up to 900 px, 1 up to 480 px). */
export function perPageAt(width: number): number {
  if (width <= PEOPLE_SMALL_MAX_PX) return PEOPLE_PER_PAGE_SMALL;
  if (width <= PEOPLE_MEDIUM_MAX_PX) return PEOPLE_PER_PAGE_MEDIUM;
  return PEOPLE_PER_PAGE_WIDE;
}

/**
 * Where the navigation buttons are hidden because every card fits ("Nav buttons show when there
 * are more items than per page"): a media query, decided in CSS so the server's markup, hydration
 * and every width agree; undefined when they show everywhere, 'all' when nowhere.
 */
export function navHiddenMedia(count: number): string | undefined {
  if (count <= PEOPLE_PER_PAGE_SMALL) return 'all';
  if (count <= PEOPLE_PER_PAGE_MEDIUM) return mq.up(PEOPLE_SMALL_MAX_PX + 1);
  if (count <= PEOPLE_PER_PAGE_WIDE) return mq.up(PEOPLE_MEDIUM_MAX_PX + 1);
  return undefined;
}

/** The leader fields a card reads. */
const CARD_FIELDS = ['cardImage', 'name', 'designation'] as const;

/**
 * The carousel's fields as the island carries them (decision record 009): the headline, the anchor
 * and, of each leader, only its id, url and card fields (the Layout Service also sends names,
 * display names and the country and function tag lists, which the carousel does not read).
 */
export function compactPeopleCarousel(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const compact: Record<string, unknown> = {
    leaders: leadersOf(fields.leaders).map((leader) => ({
      id: leader.id,
      url: leader.url,
      fields: Object.fromEntries(CARD_FIELDS.filter((key) => key in leader.fields).map((key) => [key, leader.fields[key]])),
    })),
  };
  if ('headline' in fields) compact.headline = fields.headline;
  if ('sectionId' in fields) compact.sectionId = fields.sectionId;
  return compact;
}
