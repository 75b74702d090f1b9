/**
 * Sitemap XML (sitemaps.org 0.9 with `xhtml:link` language alternates), written the same way by
 * the host's generated sitemaps (src/server/sitemap.ts) and the embedded content server's
 * published ones (src/content-server/sitemap-files.ts).
 */

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  loc: string;
  /** W3C datetime of the page's last change, when known. */
  lastmod?: string;
  /** Every language version of the page, itself included, and x-default; empty for a single version. */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** Characters XML 1.0 does not allow at all (most controls, lone surrogates, U+FFFE/FFFF). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value for XML: markup characters escaped, characters XML forbids removed. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls
    .map((url) => {
      const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
      const links = url.alternates
        .map((alt) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`)
        .join('');
      return `  <url>\n    <loc>${escapeXml(url.loc)}</loc>${lastmod ? `\n    ${lastmod}` : ''}${links}\n  </url>\n`;
    })
    .join('');
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries}</urlset>\n`;
}
