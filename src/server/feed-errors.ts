/**
 * Every error of a guarded feed fetch (safe-fetch.ts) and the news feed proxy, declared once:
 * code, HTTP status and the message the caller reads. Refusals of the URL itself are 4xx (the
 * request asked for something not allowed); failures of the upstream are 502/504.
 *
 * `message` is public: it says why, never what the server learned (resolved addresses, upstream
 * bodies). What an operator needs goes into `detail`, which is for the log only.
 */
export const FEED_ERRORS = {
  FEED_URL_MISSING: { status: 400, message: 'The url query parameter is required.' },
  FEED_URL_INVALID: { status: 400, message: 'The url query parameter is not a valid absolute URL.' },
  FEED_PROTOCOL_NOT_ALLOWED: { status: 400, message: 'Only http and https feed URLs are allowed.' },
  FEED_CREDENTIALS_NOT_ALLOWED: { status: 400, message: 'Feed URLs must not contain a user name or password.' },
  FEED_HOST_NOT_ALLOWED: { status: 403, message: 'This host is not on the list of allowed news feed hosts.' },
  FEED_ADDRESS_NOT_ALLOWED: {
    status: 403,
    message: 'This host resolves to a private, loopback, link-local or reserved address, which feeds may not use.',
  },
  FEED_REDIRECT_NOT_FOLLOWED: { status: 502, message: 'The feed answered with a redirect, which is not followed.' },
  FEED_TOO_LARGE: { status: 502, message: 'The feed answer is larger than allowed.' },
  FEED_UPSTREAM_ERROR: { status: 502, message: 'The feed could not be fetched.' },
  FEED_TIMEOUT: { status: 504, message: 'The feed did not answer in time.' },
  FEED_NOT_JSON: { status: 502, message: 'The feed answer is not valid JSON.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type FeedErrorCode = keyof typeof FEED_ERRORS;

export class FeedError extends Error {
  readonly code: FeedErrorCode;
  readonly status: number;
  /** For the log: what exactly went wrong (a status, a byte count, an address class). */
  readonly detail: string | undefined;

  constructor(code: FeedErrorCode, options: { detail?: string; cause?: unknown } = {}) {
    super(FEED_ERRORS[code].message, { cause: options.cause });
    this.name = 'FeedError';
    this.code = code;
    this.status = FEED_ERRORS[code].status;
    this.detail = options.detail;
  }

  /** A refusal of the URL (4xx), as opposed to a failure of the upstream (5xx). */
  get isRefusal(): boolean {
    return this.status < 500;
  }
}

export function isFeedError(error: unknown, code?: FeedErrorCode): error is FeedError {
  return error instanceof FeedError && (code === undefined || error.code === code);
}

/**
 * The FeedError in an error's cause chain. undici reports a refused connection as
 * `TypeError('fetch failed', { cause })`, with the connector's own error as the cause.
 */
export function findFeedError(error: unknown): FeedError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof FeedError) return current;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}
