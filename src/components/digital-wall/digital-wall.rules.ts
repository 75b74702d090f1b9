/**
 * The digital wall's rules (spec 002 sections 2, 3, 4, 5, 8 and 9), pure so they are tested on
 * their own: names, images, the query's filters and member, the seven slots, the transitions and
 * the answers of our routes as the block reads them.
 */
import {
  DIGITAL_WALL_MEMBER_PATH,
  DIGITAL_WALL_MEMBERS_PATH,
  MEMBER_ID_PATTERN,
  SECURE_IMAGE_PATH,
  toWallMember,
  toWallMembers,
  type WallMember,
} from '../../lib/digital-wall.ts';

type Direction = 'ltr' | 'rtl';

export { DIGITAL_WALL_MEMBER_PATH, DIGITAL_WALL_MEMBERS_PATH };

// Spec 002 section 9.
/** Visible slots, positions 0 to 6. */
export const WALL_SLOTS = 7;
export const WALL_CENTRE = 3;
/** Auto-advance needs at least this many items… */
export const WALL_AUTO_MIN_ITEMS = 6;
/** …and a window wider than this (px). */
export const WALL_AUTO_MIN_WIDTH = 768;
export const WALL_AUTO_INTERVAL_MS = 4000;
/** The animation starts 50 ms after a move and runs about 600 ms. */
export const WALL_ANIMATION_START_MS = 50;
export const WALL_ANIMATION_MS = 600;
/** A click during an animation is tried again after this. */
export const WALL_RETRY_DELAY_MS = 650;
/** Mobile layout at a container width of this or less (px). */
export const WALL_MOBILE_MAX_WIDTH = 768;
export const WALL_SWIPE_PX = 50;

// Spec 002 section 8 (the block's own texts; dictionary keys with these as fallbacks).
export const WALL_TEXTS = {
  loading: 'Loading wall items...',
  empty: 'No wall items available',
  failed: 'Failed to load wall items',
  editing: 'Digital Wall items will appear here',
  fetchFailed: 'Failed to fetch wall items',
  noData: 'No data available',
  invalidFormat: 'Server returned invalid response format',
} as const;

/** The spec's "I dont have an image": the service's own words for no portrait. */
export const NO_IMAGE_VALUE = 'I dont have an image';

// ---------------------------------------------------------------------------------------------
// Names (spec 002 section 5: base64 is decoded only when the text matches a base64 pattern).

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$|^(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/;
/** What a decoded name must look like: letters (any script), marks, spaces, `'`, `’`, `.`, `-`. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' ’.-]*$/u;

/**
 * The name as shown: `text` decoded from base64 when it matches the pattern and decodes to valid
 * UTF-8 that reads as a name; otherwise `text` as it is. The last test is ours (the spec's
 * pattern alone would decode plain names whose letters happen to be valid base64, such as "Lina",
 * into noise); short plain names that decode to something name-like are the one ambiguity left,
 * and the service sends names of four letters plainly in our sample.
 */
export function decodeName(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < 4 || trimmed.length % 4 !== 0 || !BASE64_PATTERN.test(trimmed)) return trimmed;
  let decoded: string;
  try {
    const binary = atob(trimmed);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes).normalize('NFC');
  } catch {
    return trimmed;
  }
  return NAME_PATTERN.test(decoded.trim()) ? decoded.trim() : trimmed;
}

// ---------------------------------------------------------------------------------------------
// Images (spec 002 section 5).

export type WallImage = { kind: 'placeholder' } | { kind: 'direct'; src: string } | { kind: 'secure'; src: string };

/**
 * A signed cloud-storage URL, used as it is (its signature is its permission): https only, on
 * Google Cloud Storage with `X-Goog-Signature`, Azure Blob Storage with a SAS `sig`, or Amazon S3
 * with `X-Amz-Signature` (query parameter names are case-insensitive).
 */
export function isSignedStorageUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const params = new Set([...url.searchParams.keys()].map((key) => key.toLowerCase()));
  if ((host === 'storage.googleapis.com' || host.endsWith('.storage.googleapis.com')) && params.has('x-goog-signature')) return true;
  if (host.endsWith('.blob.core.windows.net') && params.has('sig')) return true;
  const s3 = /^(?:[a-z0-9.-]+\.)?s3(?:[.-][a-z0-9-]+)*\.amazonaws\.com$/.test(host);
  return s3 && params.has('x-amz-signature');
}

/** A placeholder of our own: a same-site path whose file name starts with `placeholder`. */
export function isPlaceholderUrl(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  const file = value.split(/[?#]/, 1)[0]!.split('/').at(-1) ?? '';
  return /^placeholder[\w.-]*$/i.test(file);
}

/**
 * How a member's Image is shown: nothing, 'I dont have an image' (any case, `don't` too) or a
 * data: URI that is not an image give the placeholder; `data:image/…`, our placeholder and signed
 * cloud-storage URLs are used as they are; everything else is the service's own and goes through
 * our secure-image route (which refuses anything that is not under the service's image store).
 * `stamp` is the `t` parameter: the hour, so browsers reuse a portrait within it.
 */
export function wallImageSource(value: unknown, stamp: number): WallImage {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || /^i\s+don'?t\s+have\s+an\s+image$/i.test(text)) return { kind: 'placeholder' };
  if (/^data:/i.test(text)) return /^data:image\/[a-z0-9.+-]+[;,]/i.test(text) ? { kind: 'direct', src: text } : { kind: 'placeholder' };
  if (isPlaceholderUrl(text) || isSignedStorageUrl(text)) return { kind: 'direct', src: text };
  const query = new URLSearchParams({ path: text, public: 'true', t: String(stamp) });
  return { kind: 'secure', src: `${SECURE_IMAGE_PATH}?${query.toString()}` };
}

/** The `t` of secure-image URLs: the current hour in ms, so one hour's URLs are the same. */
export function imageStamp(nowMs: number): number {
  return Math.floor(nowMs / 3_600_000) * 3_600_000;
}

// ---------------------------------------------------------------------------------------------
// Items: the members as shown.

export interface WallItem {
  id: string;
  name: string;
  /** The member's quote (Description). */
  title: string;
  location: string;
  department: string;
  image: WallImage;
}

/** Spec 002 section 3: a member mapped to id, image, title, name, location (and department). */
export function toWallItem(member: WallMember, stamp: number): WallItem {
  const name = [decodeName(member.Fname), decodeName(member.Lname)].filter(Boolean).join(' ');
  return {
    id: member.MemberID,
    name,
    title: member.Description.trim(),
    location: member.Location.trim(),
    department: member.Department.trim(),
    image: wallImageSource(member.Image, stamp),
  };
}

// ---------------------------------------------------------------------------------------------
// The query (spec 002 section 2): member, location, department.

export interface WallQuery {
  member: string | undefined;
  location: string | undefined;
  department: string | undefined;
}

/** The three parameters of a query string; empty ones are absent. */
export function readWallQuery(search: string): WallQuery {
  const params = new URLSearchParams(search);
  const one = (name: string): string | undefined => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, 200) : undefined;
  };
  return { member: one('member'), location: one('location'), department: one('department') };
}

/** Location and department keep the items that contain them, ignoring case. */
export function filterItems(items: readonly WallItem[], query: Pick<WallQuery, 'location' | 'department'>): WallItem[] {
  const contains = (text: string, part: string | undefined) => part === undefined || text.toLocaleLowerCase().includes(part.toLocaleLowerCase());
  return items.filter((item) => contains(item.location, query.location) && contains(item.department, query.department));
}

/** A random order (Fisher-Yates); `random` is injectable for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The index that starts in the centre: the query's member when listed, else the first. */
export function centreIndexOf(items: readonly WallItem[], memberId: string | undefined): number {
  if (memberId === undefined) return 0;
  const index = items.findIndex((item) => item.id === memberId);
  return index < 0 ? 0 : index;
}

// ---------------------------------------------------------------------------------------------
// Slots and transitions (spec 002 sections 4 and 9).

export interface Slot {
  /** 0 to 6; 3 is the centre. */
  position: number;
  /** The item's index in the list. */
  index: number;
}

/**
 * The slots filled with `count` items around `centre`: all seven from seven items on (the list
 * wraps round); fewer items fill the slots nearest the centre, each item once, the extra one on
 * the end side.
 */
export function visibleSlots(count: number, centre: number): Slot[] {
  if (count <= 0) return [];
  const before = count >= WALL_SLOTS ? WALL_CENTRE : Math.floor((count - 1) / 2);
  const after = count >= WALL_SLOTS ? WALL_CENTRE : count - 1 - before;
  const slots: Slot[] = [];
  for (let offset = -before; offset <= after; offset++) {
    slots.push({ position: WALL_CENTRE + offset, index: mod(centre + offset, count) });
  }
  return slots;
}

/** The move that brings the item at `position` to the centre: positive moves forward. */
export function stepsToCentre(position: number): number {
  return position - WALL_CENTRE;
}

/** The centre after moving `steps` through `count` items. */
export function moveCentre(centre: number, steps: number, count: number): number {
  return count === 0 ? 0 : mod(centre + steps, count);
}

export type WallTransition = 'reposition' | 'enter-left' | 'enter-right' | 'exit-left' | 'exit-right';

export interface SlotChange {
  index: number;
  /** Where it is before the move (-1 or 7: off stage, entering). */
  from: number;
  /** Where it goes (-1 or 7: off stage, leaving). */
  to: number;
  transition: WallTransition;
}

/**
 * What each item does when the centre moves from `centre` by `steps`: items visible before and
 * after reposition; the others leave on one side and enter from the other. Moving forward, items
 * leave towards the start and enter from the end: left and right in left-to-right pages, mirrored
 * in right-to-left ones.
 */
export function slotChanges(count: number, centre: number, steps: number, dir: Direction): SlotChange[] {
  if (count === 0 || steps === 0)
    return visibleSlots(count, centre).map((slot) => ({ index: slot.index, from: slot.position, to: slot.position, transition: 'reposition' }));
  const before = visibleSlots(count, centre);
  const after = visibleSlots(count, moveCentre(centre, steps, count));
  const forward = steps > 0;
  const startSide = dir === 'rtl' ? 'right' : 'left';
  const endSide = dir === 'rtl' ? 'left' : 'right';
  const offStart = -1;
  const offEnd = WALL_SLOTS;
  const changes: SlotChange[] = [];
  for (const slot of after) {
    const was = before.find((old) => old.index === slot.index);
    if (was) changes.push({ index: slot.index, from: was.position, to: slot.position, transition: 'reposition' });
    else changes.push({ index: slot.index, from: forward ? offEnd : offStart, to: slot.position, transition: `enter-${forward ? endSide : startSide}` });
  }
  for (const slot of before) {
    if (after.some((next) => next.index === slot.index)) continue;
    changes.push({ index: slot.index, from: slot.position, to: forward ? offStart : offEnd, transition: `exit-${forward ? startSide : endSide}` });
  }
  return changes;
}

export interface AutoAdvanceState {
  count: number;
  windowWidth: number;
  hovered: boolean;
  touched: boolean;
  focused: boolean;
  reducedMotion: boolean;
  editing: boolean;
}

/**
 * Spec 002 section 4: at least 6 items, a window wider than 768 px, not hovered or touched; and
 * ours: never with reduced motion, in edit mode, or while focus is inside the wall (WCAG 2.2.2:
 * what moves by itself stops while the visitor works with it).
 */
export function shouldAutoAdvance(state: AutoAdvanceState): boolean {
  return (
    state.count >= WALL_AUTO_MIN_ITEMS &&
    state.windowWidth > WALL_AUTO_MIN_WIDTH &&
    !state.hovered &&
    !state.touched &&
    !state.focused &&
    !state.reducedMotion &&
    !state.editing
  );
}

function mod(value: number, count: number): number {
  return ((value % count) + count) % count;
}

// ---------------------------------------------------------------------------------------------
// Our routes' answers, read as the spec's block reads them (sections 5 and 8).

export type WallAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

/** What a fetched answer holds: its status, its content type and its text. */
export interface FetchedAnswer {
  ok: boolean;
  status: number;
  contentType: string | null;
  text: string;
}

function envelopeOf(text: string): { success?: unknown; data?: unknown; message?: unknown; error?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return undefined;
  }
}

function messageOf(envelope: { message?: unknown; error?: unknown } | undefined, fallback: string): string {
  if (typeof envelope?.message === 'string' && envelope.message.trim()) return envelope.message.trim();
  if (typeof envelope?.error === 'string' && envelope.error.trim()) return envelope.error.trim();
  return fallback;
}

/**
 * The members list answer: not OK gives the answer's message or error, else 'Failed to fetch wall
 * items'; a content type other than JSON gives 'Invalid response format: …'; JSON that does not
 * parse gives 'Server returned invalid response format'; no `success: true` with a data list gives
 * its message or 'No data available'.
 */
export function readMembersAnswer(answer: FetchedAnswer): WallAnswer<WallMember[]> {
  if (!answer.ok) return { ok: false, message: messageOf(envelopeOf(answer.text), WALL_TEXTS.fetchFailed) };
  const type = answer.contentType ?? '';
  if (!/\bjson\b/i.test(type))
    return { ok: false, message: `Invalid response format: expected JSON, got ${type.split(';', 1)[0]!.trim() || 'no content type'}` };
  const envelope = envelopeOf(answer.text);
  if (!envelope) return { ok: false, message: WALL_TEXTS.invalidFormat };
  if (envelope.success !== true || !Array.isArray(envelope.data)) return { ok: false, message: messageOf(envelope, WALL_TEXTS.noData) };
  return { ok: true, data: toWallMembers(envelope.data) };
}

/** One member's answer: the member, or why not (the block only logs it). */
export function readMemberAnswer(answer: FetchedAnswer): WallAnswer<WallMember> {
  const envelope = envelopeOf(answer.text);
  if (!answer.ok) return { ok: false, message: messageOf(envelope, `status ${answer.status}`) };
  const member = envelope?.success === true ? toWallMember(envelope.data) : undefined;
  return member ? { ok: true, data: member } : { ok: false, message: messageOf(envelope, WALL_TEXTS.noData) };
}

/** The member route's address for an id, or undefined when the id could never be one. */
export function memberUrl(id: string): string | undefined {
  return MEMBER_ID_PATTERN.test(id) ? `${DIGITAL_WALL_MEMBER_PATH}/${id}` : undefined;
}
