/**
 * Coded errors of the app layer (block data and the feed fetcher), declared once. `message` is
 * for logs; `publicMessage` is what a visitor may read (blocks show it in their error view), so
 * internal details such as hosts or statuses never reach the page.
 */
export const appErrors = {
  FEED_INVALID_URL: 'Feed URL is not an absolute http(s) URL',
  FEED_HOST_NOT_ALLOWED: 'Feed host is not in the allow-list',
  FEED_TIMEOUT: 'Feed request timed out',
  FEED_NETWORK: 'Feed request failed',
  FEED_REDIRECT: 'Feed answered with a redirect (not followed)',
  FEED_HTTP_STATUS: 'Feed answered with an error status',
  FEED_TOO_LARGE: 'Feed response is larger than allowed',
  FEED_INVALID_JSON: 'Feed response is not valid JSON',
  BLOCK_LOADER_UNKNOWN: 'No block data loader is registered under this name',
  BLOCK_DATA_UNAVAILABLE: 'Block data was not found in the page',
  SEARCH_NOT_CONFIGURED: 'No article search service is configured (SEARCH_ENDPOINT)',
  SEARCH_BAD_REQUEST: 'The article search request is not valid',
  SEARCH_TIMEOUT: 'The article search service did not answer in time',
  SEARCH_UNAVAILABLE: 'The article search service failed',
  SEARCH_BAD_RESPONSE: 'The article search service answered something that is not a search answer',
} as const;

export type AppErrorCode = keyof typeof appErrors;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly publicMessage: string | undefined;

  constructor(code: AppErrorCode, detail?: string, options: { cause?: unknown; publicMessage?: string } = {}) {
    super(detail ? `${appErrors[code]}: ${detail}` : appErrors[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.publicMessage = options.publicMessage;
  }
}

export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/** What a visitor may read about an error: its `publicMessage` when it has one, else the fallback. */
export function publicMessageOf(error: unknown, fallback: string): string {
  const message = typeof error === 'object' && error !== null ? (error as { publicMessage?: unknown }).publicMessage : undefined;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** The code of an error for logs (AppError codes, Node's `ECONNREFUSED`…), when it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
