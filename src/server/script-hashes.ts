import { createHash } from 'node:crypto';

/**
 * Turns a document rendered for the page cache into bytes any visitor may get, and says which
 * inline scripts it may run (docs/decisions/011-page-cache.md).
 *
 * The cache fill renders with a one-off marker nonce, so exactly the scripts a normal response
 * would trust carry it: React's own, the bootstrap, and the site's script snippets. The text of
 * each such inline script is hashed for the Content-Security-Policy, and the marker is removed.
 * A script that found its way into the markup any other way (content, a block's bug) has no
 * marker, gets no hash and stays blocked, as it is today without the nonce.
 */
export interface SealedDocument {
  html: string;
  /** CSP hash sources, `sha256-…`, one per distinct trusted inline script. */
  hashes: string[];
  /**
   * Trusted scripts that load a file (`<script src>` in a site snippet). A hash cannot vouch for
   * them, so a page that has one is not cached (the caller logs why).
   */
  externalScripts: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export function sealDocument(html: string, marker: string): SealedDocument {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  const externalScripts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (!attributes.includes(attribute)) continue;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (src) externalScripts.push(src[1] ?? src[2] ?? src[3] ?? '');
    else hashes.add(scriptHash(text));
  }
  return { html: html.split(attribute).join(''), hashes: [...hashes], externalScripts };
}

/** The CSP hash of an inline script as the browser computes it: over the text after the HTML parser normalised its newlines. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;
}
