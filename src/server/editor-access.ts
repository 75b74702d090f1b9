import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * How an editor is told apart from a visitor (docs/architecture.md#editing-and-preview): the editing
 * secret in a header, or the preview cookie the editing render endpoint sets. Shared by the editing
 * endpoints, the page route and the publish webhook (docs/decisions/006-editing-and-purge.md).
 */

/** Header an editor's tool may send instead of the cookie: `x-preview-secret: {SITECORE_EDITING_SECRET}`. */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';
/** Sitecore's name for it (`PREVIEW_KEY`); ours carries a signed expiry instead of `true`. */
export const PREVIEW_COOKIE = 'sc_preview';
/** An editor's preview session: long enough to click around, short enough that a lost cookie soon dies. */
export const PREVIEW_COOKIE_MAX_AGE_S = 30 * 60;

/**
 * Compares a secret someone sent with ours in constant time. Both are hashed first, so neither the
 * content nor the length of ours can be read from answer timings.
 */
export function secretsMatch(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || given === '' || !expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `{expires}.{HMAC-SHA256(secret, expires)}`: checkable without server state, and never the secret. */
export function previewCookieValue(secret: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_COOKIE_MAX_AGE_S;
  return `${expires}.${signature(secret, expires)}`;
}

export function isValidPreviewCookie(value: string, secret: string, nowMs = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  const now = nowMs / 1000;
  // Expired, or further ahead than we ever sign (a forged expiry with a guessed signature).
  if (expires <= now || expires > now + PREVIEW_COOKIE_MAX_AGE_S + 60) return false;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(secret, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: string, expires: number): string {
  return createHmac('sha256', secret).update(`sc_preview:v1:${expires}`).digest('base64url');
}

/**
 * The Set-Cookie of an editor's preview. The editor frames our pages from its own origin, so the
 * cookie must be SameSite=None to reach the frame, which browsers accept only with Secure: on an
 * https PUBLIC_URL it is both; on plain http (local development) it falls back to Lax.
 */
export function previewSetCookie(secret: string, publicUrl: string, nowMs = Date.now()): string {
  const https = publicUrl.startsWith('https://');
  return [
    `${PREVIEW_COOKIE}=${previewCookieValue(secret, nowMs)}`,
    'Path=/',
    `Max-Age=${PREVIEW_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    ...(https ? ['Secure', 'SameSite=None'] : ['SameSite=Lax']),
  ].join('; ');
}

/**
 * An editor's request: the preview secret header, or a valid preview cookie. Anything else (no
 * secret configured, a wrong header, a forged or expired cookie) is a visitor's.
 */
export function isPreviewRequest(request: FastifyRequest, secret: string | undefined): boolean {
  if (!secret) return false;
  if (secretsMatch(request.headers[PREVIEW_SECRET_HEADER], secret)) return true;
  const cookie = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
  return cookie !== undefined && isValidPreviewCookie(cookie, secret);
}

/** Whether a request offers a preview secret at all (header or cookie), right or wrong. */
export function offersPreviewSecret(request: FastifyRequest): boolean {
  return request.headers[PREVIEW_SECRET_HEADER] !== undefined || cookieValue(request.headers.cookie, PREVIEW_COOKIE) !== undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The Content-Security-Policy of a page an editor sees: the page's own policy with its
 * `frame-ancestors` widened to Sitecore's editors, so the editor may frame it and nobody else.
 */
export function editorCsp(pageCsp: string | undefined, editingOrigins: readonly string[]): string {
  const frameAncestors = `frame-ancestors 'self' ${editingOrigins.join(' ')}`.trim();
  const others = (pageCsp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors\b/i.test(directive));
  return [...others, frameAncestors].join('; ');
}
