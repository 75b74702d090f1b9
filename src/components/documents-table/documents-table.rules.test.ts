import { describe, expect, it } from 'vitest';
import type { Asset } from '../../lib/content-hub.ts';
import {
  appendPage,
  byDateDescending,
  canFetch,
  fileKind,
  formatDocumentDate,
  pageVariables,
  phoneLoadMore,
  readShareTargets,
  readTableSettings,
  shareTargetUrl,
  toDocument,
  type DocumentRow,
} from './documents-table.rules.ts';

describe('fileKind (spec 002 section 5: the type decides the icon)', () => {
  it.each([
    ['pdf', 'pdf'],
    ['PDF', 'pdf'],
    ['.pdf', 'pdf'],
    ['doc', 'word'],
    ['docm', 'word'],
    ['docx', 'word'],
    ['xls', 'excel'],
    ['csv', 'excel'],
    ['xlsx', 'excel'],
    ['pptm', 'powerpoint'],
    ['ppt', 'powerpoint'],
    ['pptx', 'powerpoint'],
    ['zip', 'generic'],
    ['xlsm', 'generic'],
    ['', 'generic'],
    [undefined, 'generic'],
    [42, 'generic'],
  ])('%s is %s', (type, kind) => {
    expect(fileKind(type)).toBe(kind);
  });
});

describe('formatDocumentDate', () => {
  it('writes day, month name and year in the page language, in UTC', () => {
    expect(formatDocumentDate('2026-03-12T00:00:00Z', 'en')).toBe('12 March 2026');
    expect(formatDocumentDate('2025-12-31T23:30:00-02:00', 'en')).toBe('1 January 2026');
    expect(formatDocumentDate('2026-03-12T00:00:00Z', 'ar')).toBe(
      new Intl.DateTimeFormat('ar-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-03-12T00:00:00Z')),
    );
  });

  it('is empty for what is no date', () => {
    expect(formatDocumentDate('', 'en')).toBe('');
    expect(formatDocumentDate('soon', 'en')).toBe('');
    expect(formatDocumentDate(null, 'en')).toBe('');
    expect(formatDocumentDate('0001-01-01T00:00:00Z', 'en')).toBe('');
  });
});

const asset = (over: Partial<Asset> = {}): Asset => ({
  id: 'a1',
  title: 'Annual Report 2025',
  documentDate: '2026-03-12T00:00:00Z',
  urls: { downloadOriginal: { url: '/-/media/docs/annual.pdf', metadata: { extension: 'pdf' } } },
  documentisGated: false,
  disclaimerText: '',
  ...over,
});

describe('toDocument (spec 002 section 3: the document as built)', () => {
  it('builds id, title, formatted and raw date, type, url, gate and disclaimer', () => {
    expect(toDocument(asset({ documentisGated: true, disclaimerText: 'Read me' }), 'en')).toEqual({
      id: 'a1',
      title: 'Annual Report 2025',
      date: '12 March 2026',
      rawDate: '2026-03-12T00:00:00Z',
      type: 'pdf',
      url: '/-/media/docs/annual.pdf',
      isGated: true,
      disclaimerText: 'Read me',
    });
  });

  it('takes the type from the URL when the metadata has none, and the title from the file name when blank', () => {
    const row = toDocument(asset({ title: ' ', urls: { original: { url: 'https://cdn.example/rates.CSV', metadata: { extension: '' } } } }), 'en');
    expect(row).toMatchObject({ type: 'csv', title: 'rates.CSV' });
  });

  it('drops an asset whose file address is not http(s) or on this site', () => {
    expect(toDocument(asset({ urls: { x: { url: 'javascript:alert(1)', metadata: { extension: 'pdf' } } } }), 'en')).toBeUndefined();
    expect(toDocument(asset({ urls: {} }), 'en')).toBeUndefined();
  });
});

const row = (id: string, rawDate: string): DocumentRow => ({
  id,
  title: id,
  date: '',
  rawDate,
  type: 'pdf',
  url: `/${id}.pdf`,
  isGated: false,
  disclaimerText: '',
});

describe('order and paging', () => {
  it('sorts newest first, undated last, keeping the order of equals', () => {
    const rows = [row('a', '2024-01-01'), row('b', ''), row('c', '2026-01-01'), row('d', '2024-01-01')];
    expect(byDateDescending(rows).map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('appends a page without repeating a listed document', () => {
    expect(appendPage([row('a', ''), row('b', '')], [row('b', ''), row('c', '')]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('readTableSettings and canFetch (spec 002 section 5)', () => {
  const fields = {
    categories: [
      { id: '1', name: 'annual', fields: { categoryId: { value: 'M.AssetCategory.AnnualReports.en' } } },
      { id: '2', name: 'blank', fields: { categoryId: { value: '' } } },
      { id: '3', name: 'again', fields: { categoryId: { value: 'M.AssetCategory.AnnualReports.en' } } },
      'not an item',
    ],
    brand: { id: 'b', name: 'meridian', fields: { brandId: { value: 'M.Brand.MeridianPorts' } } },
    desktopCardCount: { value: '8' },
    mobileCardCount: { value: 0 },
    disclaimerContent: { id: 'd', fields: { headline: { value: 'Notice' }, description: { value: '<p>Read</p>' } } },
  };

  it('reads category ids, the brand id, page sizes (defaults 5 and 3) and the disclaimer', () => {
    const settings = readTableSettings(fields);
    expect(settings).toMatchObject({ categoryIds: ['M.AssetCategory.AnnualReports.en'], brandId: 'M.Brand.MeridianPorts', desktopCount: 8, mobileCount: 3 });
    expect(settings.disclaimerHeadline).toEqual({ value: 'Notice' });
    expect(readTableSettings({})).toMatchObject({ categoryIds: [], brandId: '', desktopCount: 5, mobileCount: 3 });
    expect(readTableSettings({ desktopCardCount: { value: 500 } }).desktopCount).toBe(50);
  });

  it('fetches only with at least one category and a brand', () => {
    expect(canFetch(readTableSettings(fields))).toBe(true);
    expect(canFetch(readTableSettings({ ...fields, categories: [] }))).toBe(false);
    expect(canFetch(readTableSettings({ ...fields, brand: null }))).toBe(false);
    expect(canFetch(readTableSettings({ categories: 'nonsense', brand: 7 }))).toBe(false);
  });

  it('asks for a page after the kept cursor', () => {
    expect(pageVariables(readTableSettings(fields), 5, 'b2Zmc2V0OjU')).toEqual({
      categoryIds: ['M.AssetCategory.AnnualReports.en'],
      brandId: 'M.Brand.MeridianPorts',
      count: 5,
      endCursor: 'b2Zmc2V0OjU',
    });
  });
});

describe('share targets', () => {
  it('reads the networks the icons name, once each, with their icons', () => {
    const targets = readShareTargets([
      { id: '1', name: 'linkedin', fields: { icon: { value: { src: '/-/media/li.svg', alt: '' } } } },
      { id: '2', name: 'Twitter', fields: {} },
      { id: '3', name: 'whatever', fields: { title: { value: 'Email' } } },
      { id: '4', name: 'myspace', fields: {} },
      { id: '5', name: 'x', fields: {} },
    ]);
    expect(targets.map((t) => t.kind)).toEqual(['linkedin', 'x', 'email']);
    expect(targets[0]!.icon?.src).toBe('/-/media/li.svg');
    expect(readShareTargets('nonsense')).toEqual([]);
  });

  it('builds encoded share addresses', () => {
    const url = 'https://www.example.com/-/media/a b.pdf';
    expect(shareTargetUrl('linkedin', url, 'A & B')).toContain(encodeURIComponent(url));
    expect(shareTargetUrl('email', url, 'A & B')).toBe(`mailto:?subject=A%20%26%20B&body=${encodeURIComponent(url)}`);
  });
});

describe('phoneLoadMore', () => {
  it('shows the hidden rows of the server page first, fetching only what a phone page still lacks', () => {
    // 5 rows from the server, 3 shown on a phone: 2 shown from memory, 1 fetched.
    expect(phoneLoadMore(3, 5, 3, true)).toEqual({ limit: 6, fetch: 1 });
    // A desktop page of 10: the next 3 are all in memory.
    expect(phoneLoadMore(3, 10, 3, true)).toEqual({ limit: 6, fetch: 0 });
    // Everything shown: a whole page is fetched.
    expect(phoneLoadMore(6, 6, 3, true)).toEqual({ limit: 9, fetch: 3 });
  });

  it('fetches nothing at the end of the list', () => {
    expect(phoneLoadMore(3, 5, 3, false)).toEqual({ limit: 5, fetch: 0 });
    expect(phoneLoadMore(3, 2, 3, false)).toEqual({ limit: 3, fetch: 0 });
  });
});
