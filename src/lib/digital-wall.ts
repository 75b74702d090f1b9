/**
 * What the digital wall's server routes and its block share (spec 002 sections 3 and 7): our
 * route paths, the member shape, the member id rule and the one function that turns whatever an
 * upstream sent into a member or nothing. Browser-safe: no server imports.
 */

/** `GET` → `{ success: true, data: WallMember[] }`, else `{ success: false, error, message }`. */
export const DIGITAL_WALL_MEMBERS_PATH = '/api/digital-wall/members';
/** `GET {path}/{id}` → `{ success: true, data: WallMember }`; 404 when missing or not approved. */
export const DIGITAL_WALL_MEMBER_PATH = '/api/digital-wall/member';
/** `GET ?path=…&public=true&t=…` → the image, from the configured wall service only. */
export const SECURE_IMAGE_PATH = '/api/secure-image';

/** A member id as our route accepts it: what a database key or a slug looks like, nothing else. */
export const MEMBER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Longest text kept per field; a data: URI image may be longer (MAX_IMAGE_VALUE_LENGTH). */
const MAX_TEXT_LENGTH = 2_000;
/** A data: URI portrait of a few hundred KB at most; anything longer is dropped (placeholder). */
export const MAX_IMAGE_VALUE_LENGTH = 400_000;

/** A member as the spec's server sends it (section 3), every field text. */
export interface WallMember {
  MemberID: string;
  Image: string;
  Description: string;
  Fname: string;
  Lname: string;
  Location: string;
  Department: string;
}

const TEXT_FIELDS = ['Description', 'Fname', 'Lname', 'Location', 'Department'] as const;

/**
 * The member in `raw`, or undefined: it needs a usable MemberID (text or a whole number); other
 * fields that are missing or not text become empty; an explicit `Approved: false` is dropped (the
 * service should not send one, but a wall never shows an unapproved member). Unknown fields are
 * left behind, so nothing the service adds reaches the browser unread.
 */
export function toWallMember(raw: unknown): WallMember | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  if (record.Approved === false) return undefined;
  const id = typeof record.MemberID === 'number' && Number.isSafeInteger(record.MemberID) ? String(record.MemberID) : record.MemberID;
  if (typeof id !== 'string' || !MEMBER_ID_PATTERN.test(id)) return undefined;
  const text = (value: unknown, max: number): string => (typeof value === 'string' && value.length <= max ? value : '');
  const member: WallMember = {
    MemberID: id,
    Image: text(record.Image, MAX_IMAGE_VALUE_LENGTH),
    Description: '',
    Fname: '',
    Lname: '',
    Location: '',
    Department: '',
  };
  for (const field of TEXT_FIELDS) member[field] = text(record[field], MAX_TEXT_LENGTH);
  return member;
}

/** The members of a list, each checked by toWallMember, duplicates (by id) after the first dropped. */
export function toWallMembers(list: readonly unknown[]): WallMember[] {
  const seen = new Set<string>();
  const members: WallMember[] = [];
  for (const raw of list) {
    const member = toWallMember(raw);
    if (!member || seen.has(member.MemberID)) continue;
    seen.add(member.MemberID);
    members.push(member);
  }
  return members;
}
