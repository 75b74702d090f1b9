import { describe, expect, it } from 'vitest';
import { decodePage, encodePage } from './page-codec.ts';
import type { CachedPage } from '../page-cache.ts';

const page: CachedPage = {
  status: 200,
  br: Buffer.from([1, 2, 3, 0, 255]),
  gzip: Buffer.from('gzip bytes, not really'),
  etag: 'abc',
  tags: ['layout-1', 'dictionary-ar'],
  scriptHashes: ["'sha256-xyz'"],
  cacheControl: 'public, max-age=0, s-maxage=60',
  language: 'ar',
  length: 12_345,
  storedAt: 1_700_000_000_000,
};

describe('page codec', () => {
  it('gives back the page it was given, bodies byte for byte', () => {
    const decoded = decodePage(encodePage(page))!;
    expect(decoded).toEqual(page);
    expect(decoded.br.equals(page.br)).toBe(true);
    expect(decoded.gzip.equals(page.gzip)).toBe(true);
  });

  it('keeps the content type of an islands document, and refuses one it does not know', () => {
    const islands: CachedPage = { ...page, scriptHashes: [], contentType: 'application/json' };
    expect(decodePage(encodePage(islands))).toEqual(islands);
    expect(decodePage(encodePage(page))!.contentType).toBeUndefined();
    const unknown = encodePage({ ...page, contentType: 'text/plain' as never });
    expect(decodePage(unknown)).toBeUndefined();
  });

  it('keeps empty bodies apart', () => {
    const empty = { ...page, br: Buffer.alloc(0), gzip: Buffer.from('x') };
    expect(decodePage(encodePage(empty))).toEqual(empty);
  });

  it('answers undefined for anything else, never throws', () => {
    const good = encodePage(page);
    const wrongVersion = Buffer.from(good);
    wrongVersion.write('{"v":2', 4);
    for (const raw of [
      Buffer.alloc(0),
      Buffer.from('abc'),
      Buffer.from('\u0000\u0000\u0000\u0010{"v":1}'),
      good.subarray(0, 20),
      wrongVersion,
      Buffer.from(JSON.stringify(page)),
    ]) {
      expect(decodePage(raw)).toBeUndefined();
    }
    const header = Buffer.from(JSON.stringify({ v: 1, brLength: 999, status: 200 }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    expect(decodePage(Buffer.concat([length, header, Buffer.from('short')]))).toBeUndefined();
  });
});
