import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { isHostAllowed } from '../lib/urls.ts';
import { FeedError, findFeedError } from './errors.ts';

/**
 * A guarded HTTP GET for URLs that come from outside (news feed URLs): http(s) only, no
 * credentials, allow-listed hosts only, no redirects, a size cap and a timeout, and, the part that
 * stops server-side request forgery, a connection that refuses private and internal addresses.
 *
 * The address check runs inside the connection itself (undici's connector: a DNS lookup that drops
 * non-public addresses, and a check of IP-literal hosts, which Node connects to without a lookup).
 * Checking a name first and connecting later would let DNS answer differently the second time
 * (DNS rebinding); here the address checked is the address connected to.
 */

/** Largest accepted body by default, bytes. */
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
/** Spec 001 section 7: the server-side feed call times out after 15 s. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface SafeFetchOptions {
  /**
   * Hosts that may be fetched: `host` (any port) or `host:port`, case-insensitive. `null` only when
   * the caller has allow-listed the URL itself (the block loaders' allowedFeedHosts); the address
   * guard applies either way.
   */
  allowedHosts: readonly string[] | null;
  /** Hosts (same form) whose connections may reach private, loopback and other internal addresses. */
  privateHosts?: readonly string[];
  /**
   * Let URLs whose host is an IP literal connect to it even when it is internal: such a URL names
   * its address itself, so no DNS answer can change it, and the allow-list decides alone. Off by
   * default; names are always checked.
   */
  privateIpLiterals?: boolean;
  /** Largest accepted body, bytes (default 2 MiB). */
  maxBytes?: number;
  /** Timeout over connect, headers and body, ms (default 15 s); a call may pass its own. */
  timeoutMs?: number;
  /** Request headers sent with every call. */
  headers?: Record<string, string>;
  /** For tests: replaces DNS resolution (node:dns `lookup`). */
  lookup?: typeof dnsLookup;
  /** For tests: the fetch implementation (called with undici's `dispatcher` option). */
  fetch?: typeof fetch;
}

export interface SafeResponse {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

export interface SafeFetch {
  (url: string | URL, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<SafeResponse>;
  /** Closes the connection pool. */
  close(): Promise<void>;
}

/**
 * Creates a guarded fetcher with its own connection pool. Resolves with any status except 3xx (a
 * redirect could lead off the allow-list, so it is an error); the caller judges the status.
 * Rejects with a FeedError.
 */
export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const privateHosts = options.privateHosts ?? [];
  const doFetch = options.fetch ?? (undiciFetch as unknown as typeof fetch);

  const guarded = buildConnector({ lookup: createGuardedLookup(options.lookup), timeout: defaultTimeoutMs });
  const open = buildConnector({ timeout: defaultTimeoutMs, ...(options.lookup ? { lookup: options.lookup as LookupFunction } : {}) });
  const agent = new Agent({
    connect(connectOptions, callback) {
      // undici hands over the host without IPv6 brackets, and `host` with the port when not default.
      const hostname = connectOptions.hostname;
      const target = hostOf(connectOptions.protocol, connectOptions.host ?? hostname);
      if (target && isHostAllowed(target, privateHosts)) return open(connectOptions, callback);
      if (isIP(hostname) !== 0) {
        const kind = classifyAddress(hostname);
        if (kind !== 'public' && !options.privateIpLiterals) {
          return callback(new FeedError('FEED_ADDRESS_NOT_ALLOWED', `${hostname} is a ${kind} address`), null);
        }
        return open(connectOptions, callback);
      }
      return guarded(connectOptions, callback);
    },
    headersTimeout: defaultTimeoutMs,
    bodyTimeout: defaultTimeoutMs,
    // A feed URL is fetched about once per revalidation period, so idle sockets are rarely reused;
    // closing them soon also frees those of requests abandoned at their timeout, which undici
    // otherwise keeps in the pool once the late answer ends.
    keepAliveTimeout: 1_000,
    keepAliveMaxTimeout: 1_000,
  });

  const safeFetch = async (input: string | URL, call: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<SafeResponse> => {
    const url = checkUrl(input, options.allowedHosts);
    const timeoutMs = call.timeoutMs ?? defaultTimeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
    try {
      const response = await doFetch(url, {
        method: 'GET',
        redirect: 'manual',
        signal,
        headers: { accept: 'application/json', ...options.headers },
        dispatcher: agent,
      } as RequestInit);
      if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
        await response.body?.cancel().catch(() => undefined);
        throw new FeedError('FEED_REDIRECT_NOT_FOLLOWED', `${response.status} from ${url.host}`);
      }
      const declared = Number(response.headers.get('content-length') ?? Number.NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new FeedError('FEED_TOO_LARGE', `${declared} bytes declared by ${url.host}, limit ${maxBytes}`);
      }
      const body = await readLimited(response, maxBytes, url.host);
      return { status: response.status, contentType: response.headers.get('content-type') ?? undefined, body };
    } catch (error) {
      const feedError = findFeedError(error);
      if (feedError) throw feedError;
      if (timeout.aborted || isTimeout(error)) {
        throw new FeedError('FEED_TIMEOUT', `${timeoutMs} ms for ${url.host}`, { cause: error });
      }
      if (call.signal?.aborted) throw call.signal.reason;
      throw new FeedError('FEED_UPSTREAM_ERROR', `${describe(error)} from ${url.host}`, { cause: error });
    }
  };
  return Object.assign(safeFetch, { close: () => agent.close() });
}

/**
 * The URL when it may be fetched, else the FeedError that says why: absolute, http or https, no
 * user name or password, an allowed host. The fragment is dropped (it is never sent anyway).
 */
export function checkUrl(input: unknown, allowedHosts: readonly string[] | null): URL {
  if (input === undefined || input === null || input === '') throw new FeedError('FEED_URL_MISSING');
  let url: URL;
  try {
    if (typeof input !== 'string' && !(input instanceof URL)) throw new TypeError('not a string');
    url = new URL(String(input).trim());
  } catch {
    throw new FeedError('FEED_URL_INVALID');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedError('FEED_PROTOCOL_NOT_ALLOWED', url.protocol);
  }
  if (url.username !== '' || url.password !== '') throw new FeedError('FEED_CREDENTIALS_NOT_ALLOWED');
  if (url.hostname === '') throw new FeedError('FEED_URL_INVALID');
  if (allowedHosts && !isHostAllowed(url, allowedHosts)) throw new FeedError('FEED_HOST_NOT_ALLOWED', url.host);
  url.hash = '';
  return url;
}

/**
 * A DNS lookup that answers only public addresses: internal ones are dropped from the answer, and
 * a name with nothing public left fails with FEED_ADDRESS_NOT_ALLOWED. Node's connect calls it
 * with `all: true` (Happy Eyeballs) or without; both are answered.
 */
export function createGuardedLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(addresses) ? addresses : [];
      const allowed = list.filter((entry) => classifyAddress(entry.address) === 'public');
      if (allowed.length === 0) {
        const kinds = [...new Set(list.map((entry) => classifyAddress(entry.address)))].join(', ') || 'no';
        return callback(new FeedError('FEED_ADDRESS_NOT_ALLOWED', `${hostname} resolves to ${kinds} addresses`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'this-network'
  | 'loopback'
  | 'private'
  | 'cgnat'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'documentation'
  | 'reserved'
  | 'invalid';

type Range = readonly [prefix: readonly number[], bits: number, kind: AddressKind];

/** IPv4 blocks that are not public unicast (IANA special-purpose registry). */
const IPV4_RANGES: readonly Range[] = [
  [[0, 0, 0, 0], 8, 'this-network'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'cgnat'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'], // includes 169.254.169.254, the cloud metadata service
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'documentation'],
  [[192, 88, 99, 0], 24, 'reserved'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'],
  [[198, 51, 100, 0], 24, 'documentation'],
  [[203, 0, 113, 0], 24, 'documentation'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'], // includes 255.255.255.255
];

/** IPv6 blocks that are not public unicast; forms that embed an IPv4 address are handled first. */
const IPV6_RANGES: readonly Range[] = [
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'reserved'], // 100::/64 discard-only
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'], // 2001:db8::/32
  [[0x3f, 0xff, 0x00], 20, 'documentation'], // 3fff::/20
  [[0x20, 0x01, 0x00, 0x00], 23, 'reserved'], // 2001::/23 protocol assignments, Teredo
  [[0xfc], 7, 'unique-local'], // fc00::/7
  [[0xfe, 0x80], 10, 'link-local'], // fe80::/10
  [[0xfe, 0xc0], 10, 'private'], // fec0::/10, deprecated site-local
  [[0xff], 8, 'multicast'], // ff00::/8
];

/**
 * What kind of address `ip` is; only 'public' may be connected to from a feed fetch. Understands
 * IPv4, IPv6 (with or without brackets or a zone) and IPv6 forms that carry an IPv4 address
 * (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`), which are judged by the
 * IPv4 address they carry.
 */
export function classifyAddress(ip: string): AddressKind {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return classifyIPv4(bare.split('.').map(Number));
  if (family === 6) {
    const bytes = parseIPv6(bare);
    return bytes ? classifyIPv6(bytes) : 'invalid';
  }
  return 'invalid';
}

export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === 'public';
}

function classifyIPv4(bytes: readonly number[]): AddressKind {
  for (const [prefix, bits, kind] of IPV4_RANGES) if (matches(bytes, prefix, bits)) return kind;
  return 'public';
}

function classifyIPv6(bytes: readonly number[]): AddressKind {
  if (bytes.every((b) => b === 0)) return 'unspecified';
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return 'loopback';
  // ::ffff:0:0/96 IPv4-mapped: the socket would reach the IPv4 address itself.
  if (matches(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return classifyIPv4(bytes.slice(12));
  // 64:ff9b::/96 NAT64: a translator forwards to the embedded IPv4 address.
  if (matches(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return classifyIPv4(bytes.slice(12));
  // 2002::/16 6to4: the IPv4 address of the relay sits in bits 16-47.
  if (matches(bytes, [0x20, 0x02], 16)) return classifyIPv4(bytes.slice(2, 6));
  // The rest of ::/8 (IPv4-compatible, translated and other legacy forms) is reserved.
  if (bytes[0] === 0) return 'reserved';
  for (const [prefix, bits, kind] of IPV6_RANGES) if (matches(bytes, prefix, bits)) return kind;
  // Only 2000::/3 is allocated as global unicast.
  if ((bytes[0]! & 0xe0) !== 0x20) return 'reserved';
  return 'public';
}

function matches(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] ?? 0) & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/** 16 bytes of a valid IPv6 address (checked by `isIP` first), or null. */
function parseIPv6(text: string): number[] | null {
  let head = text;
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail = dotted[1]!.split('.').map(Number);
    head = text.slice(0, -dotted[1]!.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':').filter((g) => g !== '') : []);
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  const missing = 8 - tail.length / 2 - left.length - right.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const words = [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  const bytes = words.flatMap((w) => [(w >> 8) & 0xff, w & 0xff]);
  return [...bytes, ...tail];
}

/** The URL-shaped host for the allow-list check: `host` keeps the port, `hostname` brackets IPv6. */
function hostOf(protocol: string, host: string): URL | null {
  const bracketed = isIP(host) === 6 ? `[${host}]` : host;
  try {
    return new URL(`${protocol}//${bracketed}`);
  } catch {
    return null;
  }
}

async function readLimited(response: Response, maxBytes: number, host: string): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedError('FEED_TOO_LARGE', `more than ${maxBytes} bytes from ${host}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function isTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { name, code } = current as { name?: unknown; code?: unknown };
    if (name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A short cause for the log: the deepest error code (`ECONNREFUSED`…) or message. */
function describe(error: unknown): string {
  let text = 'request failed';
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') text = code;
    else if (typeof message === 'string' && message !== '') text = message;
    current = (current as { cause?: unknown }).cause;
  }
  return text;
}
