/**
 * The file name a download is saved under (spec 002 section 5: "Download file name is taken from
 * the URL path if it contains a dot, else 'document.pdf'"). Shared by the document highlights
 * cards and the documents table.
 *
 * "The URL path" is read as its last segment (the file's own name: a dot in a folder name, as in
 * `/-/media/v1.2/report`, says nothing about the file), decoded (`Annual%20Report.pdf` saves as
 * `Annual Report.pdf`), without query or fragment. A name that is only dots, or that holds
 * characters no file system takes, falls back like a name without a dot.
 */
export const DEFAULT_DOWNLOAD_NAME = 'document.pdf';

export function downloadFileName(url: unknown): string {
  if (typeof url !== 'string') return DEFAULT_DOWNLOAD_NAME;
  const path = pathOf(url.trim());
  const segment = path.split('/').pop() ?? '';
  const name = safeDecode(segment).trim();
  if (!name.includes('.') || /^\.+$/.test(name) || /[\\/:*?"<>|\u0000-\u001f]/.test(name)) return DEFAULT_DOWNLOAD_NAME;
  return name;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://download.invalid').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? '';
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
