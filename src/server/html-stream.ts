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
  private bodyEndDone = false;

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
    let html = Buffer.concat(this.pending).toString('utf8');
    this.pending = [];
    html = this.inject(html, this.takeStyles());
    this.push(html);
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    done();
  }

  private inject(html: string, styles: string): string {
    if (!this.headDone) {
      const at = html.indexOf('</head>');
      if (at !== -1) {
        this.headDone = true;
        html = html.slice(0, at) + styles + this.injections.head + html.slice(at);
        styles = '';
      }
    }
    if (!this.bodyStartDone) {
      const open = html.search(/<body[\s>]/);
      if (open !== -1) {
        const end = html.indexOf('>', open) + 1;
        this.bodyStartDone = true;
        html = html.slice(0, end) + this.injections.bodyStart + html.slice(end);
      }
    }
    if (!this.bodyEndDone) {
      const close = html.lastIndexOf('</body>');
      if (close !== -1) {
        this.bodyEndDone = true;
        html = html.slice(0, close) + this.injections.bodyEnd + html.slice(close);
      }
    }
    // Later batches: the new rules go in front of the markup that needs them.
    return styles + html;
  }
}
