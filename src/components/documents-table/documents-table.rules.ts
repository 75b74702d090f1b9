/**
 * The documents table's rules (spec 002 sections 3, 4, 5 and 9): its settings from the CMS, the
 * document built from a Content Hub asset, the file-type icon, the date and the share addresses of
 * a row. The download file name is src/lib/download-name.ts. Pure.
 */
import { isRecord, readImage, readItem, readItems, readLink, readNumber, readText, type ImageValue } from '../../fields/read.ts';
import { ASSET_LIMITS, safeFileUrl, type Asset, type AssetPage, type AssetQueryVariables } from '../../lib/content-hub.ts';
import { formatDate, parseDate } from '../../lib/dates.ts';
import { downloadFileName } from '../../lib/download-name.ts';
import { safeHttpUrl, shareUrl, type ShareNetwork } from '../../ui/share-actions/share-actions.rules.ts';

/** Spec 002 section 9: "Documents page size: 5 desktop and 3 mobile by default, configurable; skeleton rows 5". */
export const DEFAULT_DESKTOP_COUNT = 5;
export const DEFAULT_MOBILE_COUNT = 3;
export const SKELETON_ROWS = 5;
/** Spec 002 section 9: "Link-copied notice 4000 ms". */
export const LINK_COPIED_MS = 4000;
/** Spec 002 section 9: "Default download button text 'Download Now'". */
export const DEFAULT_DOWNLOAD_TEXT = 'Download Now';
export type FileKind = 'pdf' | 'word' | 'excel' | 'powerpoint' | 'generic';

/** Spec 002 section 5: "pdf; word (doc, docm, docx); excel (xls, csv, xlsx); powerpoint (pptm, ppt, pptx); else generic". */
export function fileKind(type: unknown): FileKind {
  const ext = typeof type === 'string' ? type.trim().replace(/^\./, '').toLowerCase() : '';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docm' || ext === 'docx') return 'word';
  if (ext === 'xls' || ext === 'csv' || ext === 'xlsx') return 'excel';
  if (ext === 'pptm' || ext === 'ppt' || ext === 'pptx') return 'powerpoint';
  return 'generic';
}

/** The document's date as the page's language writes it (day, month name, year, UTC); '' when not a date. */
export function formatDocumentDate(raw: unknown, language: string): string {
  const date = parseDate(raw);
  return date ? formatDate(date, language) : '';
}

/** The extension of a URL's last path segment ('' when none). */
function extensionOf(url: string): string {
  let last: string;
  try {
    last = new URL(url, 'http://x.invalid/').pathname.split('/').pop() ?? '';
  } catch {
    return '';
  }
  const dot = last.lastIndexOf('.');
  return dot > 0
    ? last
        .slice(dot + 1)
        .toLowerCase()
        .slice(0, 10)
    : '';
}

/** Spec 002 section 3: "Document (documents table, as built): id, title, date (formatted), rawDate, type, url, isGated, disclaimerText". */
export interface DocumentRow {
  id: string;
  title: string;
  date: string;
  rawDate: string;
  type: string;
  url: string;
  isGated: boolean;
  disclaimerText: string;
}

/** A row from an asset; undefined when it has no usable file address. */
export function toDocument(asset: Asset, language: string): DocumentRow | undefined {
  const first = Object.values(isRecord(asset.urls) ? asset.urls : {})[0];
  const url = safeFileUrl(first?.url);
  if (!url) return undefined;
  const extension = typeof first?.metadata?.extension === 'string' ? first.metadata.extension.replace(/^\./, '').toLowerCase() : '';
  return {
    id: asset.id,
    title: asset.title.trim() || downloadFileName(url),
    date: formatDocumentDate(asset.documentDate, language),
    rawDate: asset.documentDate,
    type: extension || extensionOf(url),
    url,
    isGated: asset.documentisGated === true,
    disclaimerText: asset.disclaimerText,
  };
}

/** Newest first (spec 002 section 7: "ordered by document date descending"); undated rows last, order kept. */
export function byDateDescending(rows: readonly DocumentRow[]): DocumentRow[] {
  const time = (row: DocumentRow) => parseDate(row.rawDate)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => time(b.row) - time(a.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Appends a page, without repeating a document already listed (a page boundary moved under us). */
export function appendPage(current: readonly DocumentRow[], page: readonly DocumentRow[]): DocumentRow[] {
  const seen = new Set(current.map((row) => row.id));
  return [...current, ...page.filter((row) => !seen.has(row.id))];
}

export type ShareTargetKind = ShareNetwork | 'email';

export interface ShareTarget {
  kind: ShareTargetKind;
  /** The name to show ('LinkedIn'). */
  label: string;
  icon: ImageValue | undefined;
}

const TARGET_KINDS: Record<string, ShareTargetKind> = {
  linkedin: 'linkedin',
  facebook: 'facebook',
  x: 'x',
  twitter: 'x',
  instagram: 'instagram',
  email: 'email',
  mail: 'email',
};
const TARGET_LABELS: Record<ShareTargetKind, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  email: 'Email',
};

/**
 * The share targets of the `icons` field: items whose name (or `name`/`title` field, or link text)
 * names a network: linkedin, facebook, x or twitter, instagram, email or mail. Each keeps its
 * `icon` image; unknown names are left out (a share address is only built for networks we know).
 */
export function readShareTargets(field: unknown): ShareTarget[] {
  const targets: ShareTarget[] = [];
  for (const item of readItems(field)) {
    const fields = isRecord(item.fields) ? item.fields : {};
    const candidates = [item.name, readText(fields.name), readText(fields.title), readLink(fields.link)?.text, item.displayName];
    const kind = candidates.map((name) => TARGET_KINDS[(name ?? '').trim().toLowerCase()]).find(Boolean);
    if (!kind || targets.some((target) => target.kind === kind)) continue;
    targets.push({ kind, label: readText(fields.title) || TARGET_LABELS[kind], icon: readImage(fields.icon) });
  }
  return targets;
}

/** The address that shares `documentUrl` (absolute) with `title` on a target. */
export function shareTargetUrl(kind: ShareTargetKind, documentUrl: string, title: string): string {
  if (kind === 'email') return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(documentUrl)}`;
  return shareUrl(kind, documentUrl, title);
}

/** The document's absolute address, for sharing and copying; undefined when it cannot be one. */
export function absoluteUrl(url: string, base: string): string | undefined {
  try {
    return safeHttpUrl(new URL(url, base).href);
  } catch {
    return undefined;
  }
}

export interface TableSettings {
  categoryIds: string[];
  brandId: string;
  desktopCount: number;
  mobileCount: number;
  disclaimerHeadline: unknown;
  disclaimerDescription: unknown;
}

function pageCount(field: unknown, fallback: number): number {
  const n = readNumber(field);
  return n !== undefined && Number.isInteger(n) && n >= 1 ? Math.min(n, ASSET_LIMITS.maxCount) : fallback;
}

/** The datasource as the table reads it (docs/people-and-resources.md, "Documents"). */
export function readTableSettings(fields: Readonly<Record<string, unknown>>): TableSettings {
  const categoryIds = readItems(fields.categories)
    .map((item) => readText(isRecord(item.fields) ? item.fields.categoryId : undefined).trim())
    .filter((id) => id !== '');
  const brand = readItem(fields.brand);
  const disclaimer = readItem(fields.disclaimerContent);
  const disclaimerFields = isRecord(disclaimer?.fields) ? disclaimer.fields : {};
  return {
    categoryIds: [...new Set(categoryIds)],
    brandId: readText(isRecord(brand?.fields) ? brand.fields.brandId : undefined).trim(),
    desktopCount: pageCount(fields.desktopCardCount, DEFAULT_DESKTOP_COUNT),
    mobileCount: pageCount(fields.mobileCardCount, DEFAULT_MOBILE_COUNT),
    disclaimerHeadline: disclaimerFields.headline,
    disclaimerDescription: disclaimerFields.description,
  };
}

/** Spec 002 section 5: "Documents are fetched only if at least one category and a brand are configured". */
export function canFetch(settings: Pick<TableSettings, 'categoryIds' | 'brandId'>): boolean {
  return settings.categoryIds.length > 0 && settings.brandId !== '';
}

/** The variables of one page request (at most ASSET_LIMITS.maxCategoryIds categories are sent). */
export function pageVariables(settings: TableSettings, count: number, endCursor: string | null): AssetQueryVariables {
  return { categoryIds: settings.categoryIds.slice(0, ASSET_LIMITS.maxCategoryIds), brandId: settings.brandId, count, endCursor };
}

/** The block data loader of the first page (documents-table.server.ts). */
export const LOADER_NAME = 'documents-table';

/** What the server asks for: the first page at the desktop size, in the page's language. */
export interface FirstPageArgs {
  categoryIds: string[];
  brandId: string;
  count: number;
  language: string;
}

/** The first page as the server rendered it, for the browser to continue from (spec 002 section 4). */
export interface FirstPage {
  rows: DocumentRow[];
  hasNext: boolean;
  endCursor: string | null;
}

/**
 * The first page is the desktop size on every screen: the server cannot know the visitor's width
 * and the cached page is one for all. Load more then asks for the screen's own page size.
 */
export function firstPageArgs(settings: TableSettings, language: string): FirstPageArgs {
  const { categoryIds, brandId, count } = pageVariables(settings, settings.desktopCount, null);
  return { categoryIds, brandId, count, language };
}

/** The block data key: one per distinct first page on the page. */
export function firstPageKey(args: FirstPageArgs): string {
  return `documents:${JSON.stringify([args.brandId, args.categoryIds, args.count, args.language])}`;
}

/** The rows of a page of assets, newest first, and where the next page starts. */
export function pageRows(page: AssetPage, language: string): FirstPage {
  const rows = byDateDescending(page.results.map((asset) => toDocument(asset, language)).filter((row): row is DocumentRow => row !== undefined));
  return { rows, hasNext: page.pageInfo.hasNext && page.pageInfo.endCursor !== null, endCursor: page.pageInfo.endCursor };
}

/**
 * Load more on a phone, when the rows the server sent are more than the phone's page: the page
 * holds the desktop page for every screen, and CSS hides the rows past `limit` below 768 px (as
 * the tools and people lists do). A press shows the next `pageSize` rows: from those already
 * loaded, and only what is missing is fetched (`fetch` rows after the cursor).
 */
export function phoneLoadMore(limit: number, loaded: number, pageSize: number, hasNext: boolean): { limit: number; fetch: number } {
  const target = limit + pageSize;
  if (loaded >= target || !hasNext) return { limit: Math.min(target, Math.max(loaded, limit)), fetch: 0 };
  return { limit: target, fetch: target - loaded };
}
