import { Transform, type TransformCallback } from 'node:stream';

/** Raw HTML placed around React's output: site scripts, dev client, collected styles. */
export interface HtmlInjections {
  /** Before `</head>`, after the first batch of styles. */
  head: string;
  /** Right after the opening `<body …>` tag. */
  bodyStart: string;
  /** Right before `</body>`. */
  bodyEnd: string;
}

/**
 * The destination React's `renderToPipeableStream` pipes into.
 *
 * React writes a flush in many small pieces that may cut a tag in half, then calls
 * `destination.flush()` once the batch is complete. So writes are buffered and released only on
 * `flush()`: the style rules collected since the last flush go in front of the batch (the first
 * batch: before `</head>`), and each batch is pushed as one chunk, which lets a compressor that
 * flushes per write keep the response streaming.
 */
export class HtmlStream extends Transform {
  private pending: Buffer[] = [];
  private headDone = false;
  private bodyStartDone = false;
  /** Markup from the last `</body>` on, held back so body-end snippets go before the real end. */
  private tail = '';

  constructor(
    private readonly takeStyles: () => string,
    private readonly injections: HtmlInjections,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, _enc: BufferEncoding, done: TransformCallback): void {
    this.pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    done();
  }

  /** Called by React after each complete batch. */
  flush(): void {
    if (this.pending.length === 0) return;
    const batch = Buffer.concat(this.pending).toString('utf8');
    this.pending = [];
    let html = this.tail + this.inject(batch, this.takeStyles());
    this.tail = '';
    const close = html.lastIndexOf('</body>');
    if (close !== -1) {
      this.tail = html.slice(close);
      html = html.slice(0, close);
    }
    if (html) this.push(html);
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    // The stream has ended: what was held back is the document's real end.
    this.push(this.injections.bodyEnd + this.tail);
    this.tail = '';
    done();
  }

  /**
   * Positions are found in React's own markup before anything is inserted, and insertions go in
   * from the back, so a snippet that happens to contain `<body` or `</head>` is never spliced into.
   */
  private inject(html: string, styles: string): string {
    const head = this.headDone ? -1 : html.indexOf('</head>');
    let bodyEnd = -1;
    if (!this.bodyStartDone) {
      const open = /<body[\s>]/g;
      open.lastIndex = Math.max(head, 0);
      const match = open.exec(html);
      if (match) bodyEnd = html.indexOf('>', match.index) + 1;
    }
    if (bodyEnd > 0) {
      this.bodyStartDone = true;
      html = html.slice(0, bodyEnd) + this.injections.bodyStart + html.slice(bodyEnd);
    }
    if (head !== -1) {
      this.headDone = true;
      return html.slice(0, head) + styles + this.injections.head + html.slice(head);
    }
    // Later batches: the new rules go in front of the markup that needs them.
    return styles + html;
  }
}
