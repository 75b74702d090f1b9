/** Test support: strict XML parsing for the sitemap tests. Only tests import this file. */
import { createRequire } from 'node:module';

// jsdom (a dev dependency) ships no types; only its strict, namespace-aware DOMParser is used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** A strict XML parse (jsdom's DOMParser is a conformant, namespace-aware parser): throws when not well-formed. */
export function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

/** The text of every element of this namespace and name. */
export const texts = (doc: Document | Element, ns: string, name: string) => [...doc.getElementsByTagNameNS(ns, name)].map((e) => e.textContent ?? '');
