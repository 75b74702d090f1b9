/**
 * The digital wall's staff service (spec 002 section 7, docs/people-and-resources.md "Digital
 * wall"): in production a separate API whose base URL is DIGITAL_WALL_ENDPOINT; here
 * `/digital-wall` on the embedded content server, from `content/digital-wall/members.json` and the
 * portraits in `content/media/ports-group/wall/`.
 *
 * - `GET /digital-wall/members` → `{ success: true, data: Member[] }`, approved members only, in
 *   file order (the wall shuffles them itself).
 * - `GET /digital-wall/members/{id}` → `{ success: true, data: Member }`, or 404
 *   `{ success: false, error }` when the member is missing or not approved.
 * - `GET /digital-wall/images/{path}` → the portrait at `content/media/ports-group/wall/{path}`,
 *   path-checked like the media library (media.ts): encoded dots, backslashes and control
 *   characters are refused before any lookup.
 *
 * Every call needs `Authorization: {key}` (or `Bearer {key}`), the content server's key, as the
 * real service needs DIGITAL_WALL_API_KEY: so tests prove the render host sends it. Faults:
 * DIGITAL_WALL_DELAY_MS and DIGITAL_WALL_FAILURE (faults.ts) apply to all three.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ContentServerError } from './errors.ts';
import { jsonAnswer } from './faults.ts';
import { type ContentServerState, isApiKey } from './server-state.ts';

export const DIGITAL_WALL_PREFIX = '/digital-wall';
const IMAGES_PREFIX = `${DIGITAL_WALL_PREFIX}/images/`;
/** Where the portraits live in the media library (content/media/…). */
const IMAGE_FOLDER = 'ports-group/wall/';

/** A member as the service stores it; `Approved` never leaves the service. */
export interface StoredMember {
  MemberID: string | number;
  Image: string;
  Description: string;
  Fname: string;
  Lname: string;
  Location: string;
  Department: string;
  Approved: boolean;
}

/** The member as answered: everything but `Approved`. */
export function publicMember(member: StoredMember): Omit<StoredMember, 'Approved'> {
  const { Approved: _approved, ...rest } = member;
  return rest;
}

/** Approved members of a parsed members file; anything that is not a member object is skipped. */
export function approvedMembers(file: unknown): StoredMember[] {
  const list = Array.isArray(file) ? file : [];
  return list.filter(
    (entry): entry is StoredMember =>
      typeof entry === 'object' && entry !== null && (entry as StoredMember).Approved === true && (entry as StoredMember).MemberID !== undefined,
  );
}

/** The media key of an image request's raw URL, or undefined when the path is not acceptable. */
export function wallImageKey(rawUrl: string): string | undefined {
  const rawPath = rawUrl.split('?', 1)[0] ?? '';
  if (!rawPath.startsWith(IMAGES_PREFIX)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.slice(IMAGES_PREFIX.length));
  } catch {
    return undefined;
  }
  if (/[\u0000-\u001f\u007f\\%]/.test(decoded)) return undefined;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  return `${IMAGE_FOLDER}${segments.join('/')}`.toLowerCase();
}

/** `Authorization: {key}` or `Authorization: Bearer {key}`. */
function keyOfHeader(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  return /^(?:Bearer\s+)?(\S+)$/i.exec(header.trim())?.[1];
}

export function registerDigitalWall(app: FastifyInstance, state: ContentServerState, contentDir: string): void {
  // Read on first use and kept: the content server reads its content once (content/README.md).
  let members: Promise<StoredMember[]> | undefined;
  const load = (): Promise<StoredMember[]> =>
    (members ??= readFile(path.join(contentDir, 'digital-wall', 'members.json'), 'utf8').then(
      (text) => approvedMembers(JSON.parse(text)),
      // Another content folder (tests) may have no wall: an empty one, not an error.
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
    ));

  const refused = (reply: FastifyReply, status: number, error: string): FastifyReply =>
    reply.code(status).type('application/json; charset=utf-8').send({ success: false, error });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${DIGITAL_WALL_PREFIX}/`)) return;
    state.stats.digitalWall += 1;
    if (!isApiKey(state, keyOfHeader(request.headers.authorization))) {
      return refused(reply, 401, 'Missing or invalid API key (Authorization header)');
    }
  });

  app.get(`${DIGITAL_WALL_PREFIX}/members`, async (_request, reply) => {
    const data = (await load()).map(publicMember);
    return state.faultRunner.answer(reply, jsonAnswer(200, { success: true, data }), state.faults.digitalWallDelayMs, state.faults.digitalWallFailure);
  });

  app.get<{ Params: { id: string } }>(`${DIGITAL_WALL_PREFIX}/members/:id`, async (request, reply) => {
    const member = (await load()).find((candidate) => String(candidate.MemberID) === request.params.id);
    const answer = member
      ? jsonAnswer(200, { success: true, data: publicMember(member) })
      : jsonAnswer(404, { success: false, error: 'Member not found or not approved' });
    return state.faultRunner.answer(reply, answer, state.faults.digitalWallDelayMs, state.faults.digitalWallFailure);
  });

  app.get(`${IMAGES_PREFIX}*`, async (request, reply) => {
    const key = wallImageKey(request.raw.url ?? '');
    if (key === undefined) return refused(reply, 400, new ContentServerError('CONTENT_BAD_PATH').message);
    const file = state.content().media.get(key);
    if (!file) return refused(reply, 404, 'No such image');
    reply.header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff');
    if (state.faults.digitalWallDelayMs === 0 && state.faults.digitalWallFailure === null) return reply.type(file.contentType).send(file.body);
    // With faults on, the answer goes through the fault runner, which sends text: the wall's
    // portraits are SVG (text), so nothing is lost.
    const answer = { status: 200, contentType: file.contentType, body: file.body.toString('utf8') };
    return state.faultRunner.answer(reply, answer, state.faults.digitalWallDelayMs, state.faults.digitalWallFailure);
  });
}
