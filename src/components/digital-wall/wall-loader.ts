/**
 * The wall's items, fetched in the browser after hydration (decision: no server loader). The page
 * cache keeps one document for every visitor, the spec shuffles the items on every load, and the
 * query's member, location and department are the visitor's own: so the server renders the
 * loading state, which hydrates exactly, and the list is asked from our route, shuffled and
 * filtered here. CDNs keep the route's answer a minute (digital-wall-route.ts).
 */
import { DIGITAL_WALL_MEMBERS_PATH } from '../../lib/digital-wall.ts';
import {
  centreIndexOf,
  filterItems,
  imageStamp,
  memberUrl,
  readMemberAnswer,
  readMembersAnswer,
  readWallQuery,
  shuffle,
  toWallItem,
  WALL_TEXTS,
  type FetchedAnswer,
  type WallItem,
} from './digital-wall.rules.ts';

export type WallState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'empty' } | { kind: 'loaded'; items: WallItem[]; centre: number };

async function fetchAnswer(url: string, signal: AbortSignal): Promise<FetchedAnswer> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  return { ok: response.ok, status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

/**
 * Loads the wall for the page's query string. Never rejects except when `signal` aborts: every
 * failure is an error state with the spec's text. The query's member, when the list does not hold
 * it, is asked for on its own; missing or not approved, it is a console warning and the wall
 * carries on (spec 002 section 8). A member the visitor was sent to is shown whatever the location
 * and department filters say (ours: the link names that person).
 */
export async function loadWall(search: string, signal: AbortSignal, random: () => number = Math.random): Promise<WallState> {
  const query = readWallQuery(search);
  let answer: FetchedAnswer;
  try {
    answer = await fetchAnswer(DIGITAL_WALL_MEMBERS_PATH, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'error', message: error instanceof Error && error.message ? error.message : WALL_TEXTS.failed };
  }
  const list = readMembersAnswer(answer);
  if (!list.ok) return { kind: 'error', message: list.message };

  const stamp = imageStamp(Date.now());
  let items = filterItems(
    shuffle(
      list.data.map((member) => toWallItem(member, stamp)),
      random,
    ),
    query,
  );
  if (query.member !== undefined) {
    const listed = list.data.find((member) => member.MemberID === query.member);
    let wanted = listed ? toWallItem(listed, stamp) : undefined;
    if (!wanted) {
      const url = memberUrl(query.member);
      const one = url
        ? await fetchAnswer(url, signal).then(readMemberAnswer, (error: unknown) => {
            if (signal.aborted) throw error;
            return { ok: false as const, message: String(error) };
          })
        : { ok: false as const, message: 'not a member id' };
      if (one.ok) wanted = toWallItem(one.data, stamp);
      else console.warn(`Digital wall: member ${JSON.stringify(query.member)} was not found or is not approved (${one.message})`);
    }
    if (wanted && !items.some((item) => item.id === wanted!.id)) items = [wanted, ...items];
  }
  if (items.length === 0) return { kind: 'empty' };
  return { kind: 'loaded', items, centre: centreIndexOf(items, query.member) };
}
