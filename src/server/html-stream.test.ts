import { describe, expect, it } from 'vitest';
import { HtmlStream } from './html-stream.ts';

function run(batches: string[][], styles: string[]) {
  let call = 0;
  const stream = new HtmlStream(() => styles[call++] ?? '', { head: '<script>head()</script>', bodyStart: '<noscript>bs</noscript>', bodyEnd: '<script>be()</script>' });
  const out: string[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  for (const batch of batches) {
    for (const piece of batch) stream.write(piece);
    stream.flush();
  }
  stream.end();
  return out;
}

describe('HtmlStream', () => {
  it('releases a batch only when React flushes, even when a tag is cut in half', () => {
    const out = run([['<!DOCTYPE html><html><he', 'ad><title>x</title></he', 'ad><body class="a"><p>shell</p>'], ['<div hidden id="S:0">late</div>', '</body></html>']], [
      '<style data-styled="true">.a{}</style>',
      '<style data-styled="true">.b{}</style>',
    ]);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(
      '<!DOCTYPE html><html><head><title>x</title><style data-styled="true">.a{}</style><script>head()</script></head><body class="a"><noscript>bs</noscript><p>shell</p>',
    );
    expect(out[1]).toBe('<style data-styled="true">.b{}</style><div hidden id="S:0">late</div><script>be()</script></body></html>');
  });

  it('injects each snippet once', () => {
    const out = run([['<html><head></head><body>'], ['</body></html>'], ['</body>']], []).join('');
    expect(out.match(/head\(\)/g)).toHaveLength(1);
    expect(out.match(/be\(\)/g)).toHaveLength(1);
    expect(out.match(/bs/g)).toHaveLength(1);
  });
});
