import { HostError } from './errors.ts';

/** Longer request targets are refused with 414 before any work is done. */
export const MAX_URL_LENGTH = 2048;

export interface RequestPath {
  /** Decoded, `/`-separated, never containing `.`/`..` segments, backslashes or control characters. */
  pathname: string;
  /** The raw query string with its `?`, or ''. */
  search: string;
}

/** Parses the raw request target. Hostile or broken paths become a coded HostError. */
export function parseRequestPath(rawUrl: string): RequestPath {
  if (rawUrl.length > MAX_URL_LENGTH) throw new HostError('URL_TOO_LONG');
  const q = rawUrl.indexOf('?');
  const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const search = q === -1 ? '' : rawUrl.slice(q);
  if (!rawPath.startsWith('/')) throw new HostError('BAD_PATH');

  const segments = rawPath.split('/').slice(1);
  const decoded: string[] = [];
  for (const segment of segments) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      throw new HostError('BAD_ENCODING');
    }
    // Encoded separators, dot segments, backslashes and control characters have no place in a
    // page path, and refusing them here means no handler behind has to think about them.
    if (text.includes('/') || text.includes('\\') || text === '.' || text === '..' || /[\u0000-\u001f\u007f]/.test(text)) {
      throw new HostError('BAD_PATH');
    }
    decoded.push(text);
  }
  // Collapse duplicate slashes: `//about` is `/about`.
  const pathname = '/' + decoded.filter((s, i) => s !== '' || i === decoded.length - 1).join('/');
  return { pathname: pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname, search };
}

/** Percent-encodes a decoded pathname segment by segment, for Location headers. */
export function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}
