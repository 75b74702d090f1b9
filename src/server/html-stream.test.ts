import { describe, expect, it } from 'vitest';
import { HtmlStream } from './html-stream.ts';

function run(batches: string[][], styles: string[]) {
  let call = 0;
  const stream = new HtmlStream(() => styles[call++] ?? '', {
    head: '<script>head()</script>',
    bodyStart: '<noscript>bs</noscript>',
    bodyEnd: '<script>be()</script>',
    lateStyles: '<script>late()</script>',
  });
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
    const out = run(
      [
        ['<!DOCTYPE html><html><he', 'ad><title>x</title></he', 'ad><body class="a"><p>shell</p>'],
        ['<div hidden id="S:0">late</div>', '</body></html>'],
      ],
      ['<style data-styled="true">.a{}</style>', '<style data-styled="true">.b{}</style>'],
    );
    // Two React batches; the document's closing tags wait for the end of the stream.
    expect(out).toHaveLength(3);
    expect(out[0]).toBe(
      '<!DOCTYPE html><html><head><title>x</title><style data-styled="true">.a{}</style><script>head()</script></head><body class="a"><noscript>bs</noscript><p>shell</p>',
    );
    // A later batch's rules come in a template, with the script that moves them into the head.
    expect(out[1]).toBe('<template data-late-styles><style data-styled="true">.b{}</style></template><script>late()</script><div hidden id="S:0">late</div>');
    expect(out[2]).toBe('<script>be()</script></body></html>');
  });

  it('writes no template for a later batch without rules', () => {
    const out = run([['<html><head></head><body>'], ['<div hidden id="S:0">late</div>'], ['</body></html>']], ['<style>.a{}</style>', '']).join('');
    expect(out).not.toContain('<template');
    expect(out).not.toContain('late()');
  });

  it('never splices into a snippet that itself contains <body or </body>', () => {
    let call = 0;
    const stream = new HtmlStream(() => (call++ === 0 ? '<style>.a{}</style>' : ''), {
      head: `<script>var tpl = "<body class='x'>"; /* </body> */</script>`,
      bodyStart: '<!--BODYSTART-->',
      bodyEnd: '<!--BODYEND-->',
      lateStyles: '<script>late()</script>',
    });
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    stream.write('<html><head><title>t</title></head><body><p>rich text with a literal </body> in it</p>');
    stream.flush();
    stream.write('<p>late</p></body></html>');
    stream.flush();
    stream.end();
    const html = out.join('');
    expect(html).toContain(`<script>var tpl = "<body class='x'>"; /* </body> */</script></head><body><!--BODYSTART--><p>`);
    expect(html.endsWith('<p>late</p><!--BODYEND--></body></html>')).toBe(true);
    expect(html.match(/BODYSTART/g)).toHaveLength(1);
    expect(html.match(/BODYEND/g)).toHaveLength(1);
  });

  it('injects each snippet once', () => {
    const out = run([['<html><head></head><body>'], ['</body></html>'], ['</body>']], []).join('');
    expect(out.match(/head\(\)/g)).toHaveLength(1);
    expect(out.match(/be\(\)/g)).toHaveLength(1);
    expect(out.match(/bs/g)).toHaveLength(1);
  });

  it('keeps characters whole when React cuts them between writes, and passes bytes through untouched', () => {
    const stream = new HtmlStream(() => '<style>.ع{}</style>', { head: '', bodyStart: '<!--بداية-->', bodyEnd: '', lateStyles: '' });
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    const page = Buffer.from('<html dir="rtl"><head></head><body class="x"><p>مرحبا — “hi”</p></body></html>');
    const cut = page.indexOf(Buffer.from('رحبا')) + 1; // inside the two bytes of ر
    stream.write(page.subarray(0, cut));
    stream.write(page.subarray(cut));
    stream.flush();
    stream.end();
    expect(Buffer.concat(out).toString()).toBe('<html dir="rtl"><head><style>.ع{}</style></head><body class="x"><!--بداية--><p>مرحبا — “hi”</p></body></html>');
  });

  it('finds <body followed by any whitespace, and not <bodyguard', () => {
    const out = run([['<html><head></head><bodyguard></bodyguard><body\n  class="a">x'], ['</body></html>']], []).join('');
    expect(out).toBe(
      '<html><head><script>head()</script></head><bodyguard></bodyguard><body\n  class="a"><noscript>bs</noscript>x<script>be()</script></body></html>',
    );
  });
});
