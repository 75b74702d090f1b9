/**
 * The client of the digital wall's staff service (DIGITAL_WALL_ENDPOINT, or the embedded content
 * server's `/digital-wall`): `GET {base}/members`, `GET {base}/members/{id}` and
 * `GET {base}/images/{path}`, through the guarded fetch of safe-fetch.ts (this host only, no
 * redirects, a size cap, a timeout over the whole call). The key goes in the `Authorization`
 * header only, never into a URL, a log line or an answer.
 *
 * It checks what the service answers as the spec's block does (section 5): a JSON content type,
 * JSON that parses, `success: true` and a `data` array (or member object). Failures are
 * DigitalWallErrors whose `detail` (status, content type, host) is for the log.
 */
import { toWallMember, toWallMembers, type WallMember } from '../lib/digital-wall.ts';
import { DigitalWallError, type DigitalWallErrorCode, findFeedError } from './errors.ts';
import { createSafeFetch, type SafeFetch, type SafeFetchOptions, type SafeResponse } from './safe-fetch.ts';

/** The members list with data: URI portraits stays far below this. */
export const WALL_MAX_JSON_BYTES = 8 * 1024 * 1024;
/** Portraits are a few hundred KB; a bigger file is not a wall portrait. */
export const WALL_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Image types served, by content type, with the file extensions that may name them. */
export const WALL_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
};

export interface DigitalWallClientOptions extends Pick<SafeFetchOptions, 'fetch' | 'lookup'> {
  /** Base URL of the service, without a trailing slash or query. */
  endpoint: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface WallImage {
  contentType: string;
  body: Buffer;
}

export interface DigitalWallClient {
  /** `{base}/images/`: absolute image URLs under it are the service's own. */
  readonly imagesBase: string;
  /** Approved members; rejects with a DigitalWallError. */
  members(): Promise<WallMember[]>;
  /** One approved member, undefined when the service says 404; rejects with a DigitalWallError. */
  member(id: string): Promise<WallMember | undefined>;
  /** An image by its checked path segments; rejects with a DigitalWallError. */
  image(segments: readonly string[]): Promise<WallImage>;
  close(): Promise<void>;
}

export function createDigitalWallClient(options: DigitalWallClientOptions): DigitalWallClient {
  const base = options.endpoint.replace(/\/+$/, '');
  const host = new URL(base).host;
  const common = {
    // The operator names this service: it may live on a private network, like the CMS.
    allowedHosts: [host],
    privateHosts: [host],
    timeoutMs: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  };
  const auth: Record<string, string> = options.apiKey ? { authorization: options.apiKey } : {};
  const userAgent = 'ports-render-host digital-wall';
  const jsonFetch = createSafeFetch({ ...common, maxBytes: WALL_MAX_JSON_BYTES, headers: { ...auth, accept: 'application/json', 'user-agent': userAgent } });
  const imageFetch = createSafeFetch({ ...common, maxBytes: WALL_MAX_IMAGE_BYTES, headers: { ...auth, accept: 'image/*', 'user-agent': userAgent } });

  async function get(fetcher: SafeFetch, url: string, image: boolean): Promise<SafeResponse> {
    try {
      return await fetcher(url);
    } catch (error) {
      const feedError = findFeedError(error);
      const code: DigitalWallErrorCode =
        feedError?.code === 'FEED_TIMEOUT'
          ? 'WALL_TIMEOUT'
          : feedError?.code === 'FEED_TOO_LARGE'
            ? image
              ? 'SECURE_IMAGE_TOO_LARGE'
              : 'WALL_UPSTREAM_STATUS'
            : feedError?.code === 'FEED_REDIRECT_NOT_FOLLOWED'
              ? 'WALL_UPSTREAM_STATUS'
              : 'WALL_UNAVAILABLE';
      throw new DigitalWallError(code, feedError?.detail ?? (error as Error)?.message, { cause: error });
    }
  }

  /** The parsed `{ success: true, data }` of an OK JSON answer, else the error that says why. */
  function readEnvelope(response: SafeResponse): unknown {
    if (response.status < 200 || response.status >= 300) throw new DigitalWallError('WALL_UPSTREAM_STATUS', `status ${response.status} from ${host}`);
    const type = (response.contentType ?? '').toLowerCase();
    if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type)) {
      throw new DigitalWallError('WALL_BAD_CONTENT_TYPE', `${response.contentType ?? 'no content type'} from ${host}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      throw new DigitalWallError('WALL_NOT_JSON', `${response.body.length} bytes from ${host}`);
    }
    const envelope = typeof body === 'object' && body !== null ? (body as { success?: unknown; data?: unknown }) : {};
    if (envelope.success !== true || envelope.data === undefined || envelope.data === null) {
      throw new DigitalWallError('WALL_NO_DATA', `success ${String(envelope.success)} from ${host}`);
    }
    return envelope.data;
  }

  return {
    imagesBase: `${base}/images/`,
    async members() {
      const data = readEnvelope(await get(jsonFetch, `${base}/members`, false));
      if (!Array.isArray(data)) throw new DigitalWallError('WALL_NO_DATA', `data is not a list, from ${host}`);
      return toWallMembers(data);
    },
    async member(id) {
      const response = await get(jsonFetch, `${base}/members/${encodeURIComponent(id)}`, false);
      if (response.status === 404) return undefined;
      const member = toWallMember(readEnvelope(response));
      // Not a usable member, or another one than asked: as good as not found.
      return member && member.MemberID === id ? member : undefined;
    },
    async image(segments) {
      const response = await get(imageFetch, `${base}/images/${segments.map(encodeURIComponent).join('/')}`, true);
      if (response.status === 404) throw new DigitalWallError('SECURE_IMAGE_NOT_FOUND', `from ${host}`);
      if (response.status < 200 || response.status >= 300) throw new DigitalWallError('WALL_UPSTREAM_STATUS', `status ${response.status} from ${host}`);
      const contentType = (response.contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
      if (!(contentType in WALL_IMAGE_TYPES) || response.body.length === 0) {
        throw new DigitalWallError('SECURE_IMAGE_NOT_AN_IMAGE', `${response.contentType ?? 'no content type'} from ${host}`);
      }
      return { contentType, body: response.body };
    },
    async close() {
      await Promise.all([jsonFetch.close(), imageFetch.close()]);
    },
  };
}
