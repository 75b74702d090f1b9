import { describe, expect, it } from 'vitest';
import { fetchedDataKind, isJsonResponse, sumFetchedData } from './fetched-data.ts';

describe('isJsonResponse', () => {
  it('knows JSON by its content type, a web app manifest aside', () => {
    expect(isJsonResponse('application/json; charset=utf-8')).toBe(true);
    expect(isJsonResponse('application/ld+json')).toBe(true);
    expect(isJsonResponse('Application/JSON')).toBe(true);
    expect(isJsonResponse('application/manifest+json')).toBe(false);
    expect(isJsonResponse('text/html')).toBe(false);
    expect(isJsonResponse('application/javascript')).toBe(false);
    expect(isJsonResponse(undefined)).toBe(false);
  });
});

describe('fetchedDataKind', () => {
  it('counts the blocks’ own data apart, and beacons’ answers as neither', () => {
    expect(fetchedDataKind('/api/search/insights')).toBe('blockData');
    expect(fetchedDataKind('/api/news/listing')).toBe('blockData');
    expect(fetchedDataKind('/api/news-feed-proxy')).toBe('blockData');
    expect(fetchedDataKind('/api/digital-wall/members')).toBe('blockData');
    expect(fetchedDataKind('/api/contenthub/get-assets')).toBe('blockData');
    expect(fetchedDataKind('/api/events/page-view')).toBe('beacon');
  });

  it('counts any other JSON as island data, so a new way of carrying it is caught', () => {
    expect(fetchedDataKind('/api/islands/header')).toBe('islandData');
    expect(fetchedDataKind('/_data/page.json')).toBe('islandData');
  });

  it("counts a page's islands document (its own address with ?__islands=1) as island data, whatever the page", () => {
    expect(fetchedDataKind('/')).toBe('islandData');
    expect(fetchedDataKind('/news/all')).toBe('islandData');
    expect(fetchedDataKind('/ar/insights/blogs/a-day-in-the-control-tower')).toBe('islandData');
    const [document] = sumFetchedData([{ url: '/news/all?page=2&__islands=1', bytes: 4000, kind: fetchedDataKind('/news/all'), afterScroll: false }]).responses;
    expect(document?.kind).toBe('islandData');
  });
});

describe('sumFetchedData', () => {
  it('sums each kind before input only, and keeps every response', () => {
    const responses = [
      { url: '/api/islands/header', bytes: 100, kind: 'islandData' as const, afterScroll: false },
      { url: '/api/islands/video', bytes: 50, kind: 'islandData' as const, afterScroll: true },
      { url: '/api/search/insights?page=1', bytes: 900, kind: 'blockData' as const, afterScroll: false },
      { url: '/api/events/page-view', bytes: 20, kind: 'beacon' as const, afterScroll: false },
    ];
    expect(sumFetchedData(responses)).toEqual({ islandDataBytes: 100, blockDataBytes: 900, beaconBytes: 20, responses });
    expect(sumFetchedData([])).toEqual({ islandDataBytes: 0, blockDataBytes: 0, beaconBytes: 0, responses: [] });
  });
});
