import { randomToken } from './random-pool.ts';

/**
 * The memoised blocks' HTML of one page render. React writes a marker element for each
 * (`<template data-block-html="TOKEN:N"></template>`) and `HtmlStream` puts the HTML in its place
 * as the bytes pass, so the page has no wrapper element a block would not have had. The token is
 * new for every render: a marker written by anyone else (an editor's rich text) is never replaced.
 */
export class BlockHtmlSlots {
  readonly token = randomToken(9, 'base64url');
  private readonly html: Buffer[] = [];
  private readonly prefix = Buffer.from(`<template ${BLOCK_HTML_ATTRIBUTE}="${this.token}:`);

  /** Keeps `html` for the render and returns the marker's attribute value. */
  add(html: Buffer): string {
    this.html.push(html);
    return `${this.token}:${this.html.length - 1}`;
  }

  /** `batch` with every marker of this render replaced by its HTML (the same buffer when none). */
  fill(batch: Buffer): Buffer {
    let at = batch.indexOf(this.prefix);
    if (at === -1) return batch;
    const pieces: Buffer[] = [];
    let from = 0;
    while (at !== -1) {
      const digits = at + this.prefix.length;
      const quote = batch.indexOf(QUOTE, digits);
      const index = quote === -1 ? NaN : Number(batch.toString('latin1', digits, quote));
      const html = Number.isInteger(index) ? this.html[index] : undefined;
      const end = quote + MARKER_END.length + 1;
      if (html && batch.subarray(quote + 1, end).equals(MARKER_END)) {
        pieces.push(batch.subarray(from, at), html);
        from = end;
      }
      at = batch.indexOf(this.prefix, Math.max(at + 1, from));
    }
    if (pieces.length === 0) return batch;
    pieces.push(batch.subarray(from));
    return Buffer.concat(pieces);
  }
}

export const BLOCK_HTML_ATTRIBUTE = 'data-block-html';
const QUOTE = 0x22;
const MARKER_END = Buffer.from('></template>');
