import { describe, expect, it, vi } from 'vitest';
import type { BlockLoaderContext } from '../../app/block-data.tsx';
import type { AssetPage } from '../../lib/content-hub.ts';
import { loadDocumentsFirstPage } from './documents-table.server.ts';
import { firstPageArgs, readTableSettings } from './documents-table.rules.ts';

function context(documentsFirstPage?: BlockLoaderContext['documentsFirstPage']): BlockLoaderContext {
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { logger, fetchJson: vi.fn(), allowedFeedHosts: [], ...(documentsFirstPage ? { documentsFirstPage } : {}) };
}

const asset = (id: string, date: string, url = `/-/media/${id}.pdf`) => ({
  id,
  title: id,
  documentDate: date,
  urls: { original: { url, metadata: { extension: 'pdf' } } },
  documentisGated: false,
  disclaimerText: '',
});
const page: AssetPage = {
  total: 9,
  pageInfo: { hasNext: true, endCursor: 'b2Zmc2V0OjM' },
  results: [asset('older', '2025-01-01T00:00:00Z'), asset('newer', '2026-03-01T00:00:00Z'), asset('unsafe', '2026-01-01T00:00:00Z', 'javascript:alert(1)')],
};
const settings = readTableSettings({
  categories: [{ fields: { categoryId: { value: 'M.AssetCategory.Policies.ar' } } }],
  brand: { fields: { brandId: { value: 'M.Brand.MeridianPorts' } } },
  desktopCardCount: { value: 4 },
  mobileCardCount: { value: 2 },
});

describe('loader documents-table', () => {
  it('asks for the first page at the desktop size and gives its rows newest first, dated in the language, with the cursor', async () => {
    const firstPage = vi.fn(async () => page);
    const data = await loadDocumentsFirstPage(firstPageArgs(settings, 'ar'), context(firstPage));
    expect(firstPage).toHaveBeenCalledWith({ categoryIds: ['M.AssetCategory.Policies.ar'], brandId: 'M.Brand.MeridianPorts', count: 4 });
    expect(data.rows.map((row) => row.id)).toEqual(['newer', 'older']);
    expect(data.rows[0]!.date).toMatch(/[\u0600-\u06ff]/);
    expect(data).toMatchObject({ hasNext: true, endCursor: 'b2Zmc2V0OjM' });
  });

  it('rejects when the hub failed with nothing cached, or the server has none: the block falls back to the browser', async () => {
    const failing = async () => {
      throw new Error('CONTENT_HUB_UNAVAILABLE');
    };
    await expect(loadDocumentsFirstPage(firstPageArgs(settings, 'en'), context(failing))).rejects.toThrow('CONTENT_HUB_UNAVAILABLE');
    await expect(loadDocumentsFirstPage(firstPageArgs(settings, 'en'), context())).rejects.toThrow(/not available/);
  });

  it('refuses arguments that are not a page request', async () => {
    const firstPage = vi.fn(async () => page);
    await expect(loadDocumentsFirstPage({ categoryIds: [], brandId: 'b', count: 5, language: 'en' }, context(firstPage))).rejects.toThrow();
    expect(firstPage).not.toHaveBeenCalled();
  });
});
