import { Transform, type TransformCallback } from 'node:stream';
import type { BlockHtmlSlots } from './block-html-slots.ts';

/** Raw HTML placed around React's output: site scripts, dev client, collected styles. */
export interface HtmlInjections {
  /** Before `</head>`, after the first batch of styles. */
  head: string;
  /** Right after the opening `<body …>` tag. */
  bodyStart: string;
  /** Right before `</body>`. */
  bodyEnd: string;
  /**
   * After the styles of a batch that comes once the head has been sent: `LATE_STYLES_SCRIPT`,
   * with this response's nonce.
   */
  lateStyles: string;
}

/**
 * What puts the styles of a later batch where they belong. A `<style>` element may not stand in
 * `<body>` (the Nu HTML Checker: a style in the body must be the first child of its parent and
 * match nothing outside it), so a batch's rules come in a `<template>` (valid anywhere in the
 * body; its content is inert), and this script, right after it, moves them into the head and
 * removes both. It runs as the parser reaches it, before the markup of the batch that follows
 * is parsed: the rules are in force before that markup is shown, and React reveals a late block
 * only with a script of its own further on, so a browser without script shows neither. The same
 * text every time: a page from the page cache trusts it by one hash.
 */
export const LATE_STYLES_SCRIPT =
  '<script>(()=>{const s=document.currentScript,t=s.previousElementSibling;document.head.append(t.content);t.remove();s.remove()})()</script>';
const LATE_STYLES_OPEN = Buffer.from('<template data-late-styles>');
const LATE_STYLES_CLOSE = Buffer.from('</template>');

const EMPTY = Buffer.alloc(0);
const HEAD_CLOSE = Buffer.from('</head>');
const BODY_OPEN = Buffer.from('<body');
const BODY_CLOSE = Buffer.from('</body>');
const GT = 0x3e;

/** What may follow `<body` in an opening tag: `>` or whitespace. */
function endsTagName(byte: number | undefined): boolean {
  return byte === GT || byte === 0x20 || (byte !== undefined && byte >= 0x09 && byte <= 0x0d);
}

/**
 * The destination React's `renderToPipeableStream` pipes into.
 *
 * React writes a flush in many small pieces that may cut a tag in half, then calls
 * `destination.flush()` once the batch is complete. So writes are buffered and released only on
 * `flush()`: the style rules collected since the last flush go in front of the batch (the first
 * batch: before `</head>`), and each batch is pushed as one chunk, which lets a compressor that
 * flushes per write keep the response streaming.
 *
 * The work is done on React's bytes: the markers are searched for in buffers and the snippets are
 * spliced in as buffers, so a page is never decoded into a string and encoded again (for a
 * 200 KB page that round trip cost more than the rest of the stream's work together).
 */
export class HtmlStream extends Transform {
  private pending: Buffer[] = [];
  private headDone = false;
  private bodyStartDone = false;
  /** Markup from the last `</body>` on, held back so body-end snippets go before the real end. */
  private tail: Buffer = EMPTY;
  private readonly head: Buffer;
  private readonly bodyStart: Buffer;
  private readonly bodyEnd: Buffer;
  private readonly lateStyles: Buffer;

  constructor(
    private readonly takeStyles: () => string,
    injections: HtmlInjections,
    /** Memoised blocks' HTML, put in place of their markers (block-html-slots.ts). */
    private readonly blocks?: BlockHtmlSlots,
  ) {
    super();
    this.head = Buffer.from(injections.head);
    this.bodyStart = Buffer.from(injections.bodyStart);
    this.bodyEnd = Buffer.from(injections.bodyEnd);
    this.lateStyles = Buffer.from(injections.lateStyles);
  }

  override _transform(chunk: Buffer | string, _enc: BufferEncoding, done: TransformCallback): void {
    this.pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    done();
  }

  /** Called by React after each complete batch. */
  flush(): void {
    if (this.pending.length === 0) return;
    const written = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const batch = this.blocks ? this.blocks.fill(written) : written;
    this.pending = [];
    const styles = this.takeStyles();
    let html = Buffer.concat([this.tail, ...this.inject(batch, styles ? Buffer.from(styles) : EMPTY)]);
    this.tail = EMPTY;
    const close = html.lastIndexOf(BODY_CLOSE);
    if (close !== -1) {
      // A copy, so the held-back end does not keep the whole batch in memory.
      this.tail = Buffer.from(html.subarray(close));
      html = html.subarray(0, close);
    }
    if (html.length > 0) this.push(html);
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    // The stream has ended: what was held back is the document's real end.
    const end = Buffer.concat([this.bodyEnd, this.tail]);
    this.tail = EMPTY;
    if (end.length > 0) this.push(end);
    done();
  }

  /**
   * Positions are found in React's own markup before anything is inserted, and insertions go in
   * by position, so a snippet that happens to contain `<body` or `</head>` is never spliced into.
   * Returns the pieces of the batch with the snippets in place.
   */
  private inject(html: Buffer, styles: Buffer): Buffer[] {
    const head = this.headDone ? -1 : html.indexOf(HEAD_CLOSE);
    let bodyEnd = -1;
    if (!this.bodyStartDone) {
      for (let at = html.indexOf(BODY_OPEN, Math.max(head, 0)); at !== -1; at = html.indexOf(BODY_OPEN, at + 1)) {
        if (endsTagName(html[at + BODY_OPEN.length])) {
          bodyEnd = html.indexOf(GT, at) + 1;
          break;
        }
      }
    }
    const pieces: Buffer[] = [];
    let from = 0;
    if (head !== -1) {
      this.headDone = true;
      pieces.push(html.subarray(0, head), styles, this.head);
      from = head;
    } else if (!this.headDone || styles.length === 0) {
      // Still in the head (a first batch without its end): the rules may stand here.
      pieces.push(styles);
    } else {
      // Later batches: the new rules go in front of the markup that needs them, moved into the head.
      pieces.push(LATE_STYLES_OPEN, styles, LATE_STYLES_CLOSE, this.lateStyles);
    }
    if (bodyEnd > 0) {
      this.bodyStartDone = true;
      pieces.push(html.subarray(from, bodyEnd), this.bodyStart);
      from = bodyEnd;
    }
    pieces.push(html.subarray(from));
    return pieces;
  }
}
