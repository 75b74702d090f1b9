import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_TAGS } from '../lib/article-cards.ts';
import { SUMMARY_TAGS } from '../lib/news-feed.ts';
import { cleanHtml, htmlText } from './html-cleaner.ts';

/** Hostile HTML of every kind the issue names, through the server's cleaner. */
describe('cleanHtml', () => {
  const summary = (html: unknown) => cleanHtml(html, SUMMARY_TAGS);
  const card = (html: unknown) => cleanHtml(html, CARD_DESCRIPTION_TAGS);

  it('keeps allowed tags without any attribute', () => {
    expect(card('<p class="x" style="color:red">Hi <a href="javascript:alert(1)" onclick="y()">there</a></p>')).toBe('<p>Hi <a>there</a></p>');
    expect(card('<ul><li><span>a</span></li></ul><div><i>b</i><br/></div>')).toBe('<ul><li><span>a</span></li></ul><div><i>b</i><br /></div>');
    expect(card('<ol start="2"><li><b class="x">c</b></li></ol>')).toBe('<ol><li><b>c</b></li></ol>');
  });

  it('drops stray closing tags and closes what it opened: the output is balanced', () => {
    expect(summary('<p>Record volumes</div></section> at the terminal')).toBe('<p>Record volumes at the terminal</p>');
    expect(summary('<p>unclosed <b>bold')).toBe('<p>unclosed <b>bold</b></p>');
    expect(summary('<b><p>mis</b>nested</p>')).toBe('<b><p>mis</p></b>nested');
    expect(summary('</p></p>text')).toBe('text');
  });

  it('cleans to its own fixed point: a broken list that one pass nests comes out flat', () => {
    // fast-check's counterexample (html-cleaner.property.test.ts, seed 813621419).
    const cleaned = card('<li><text</b><li>text');
    expect(cleaned).toBe('<li>text</li>');
    expect(card(cleaned)).toBe(cleaned);
  });

  it('drops scripts, styles, SVG and the like with their content, and other tags without theirs', () => {
    expect(card('<p>a<script>alert(1)</script>b</p><img src=x onerror=y()><h1>T</h1>')).toBe('<p>ab</p>T');
    expect(summary('<svg onload=alert(1)><p>x</p></svg>after')).toBe('after');
    expect(summary('<style>p{}</style><iframe src="https://x"></iframe><template><p>t</p></template>ok')).toBe('ok');
    expect(summary('<math><mi>x</mi></math><noscript><p>n</p></noscript>ok')).toBe('ok');
  });

  it('keeps no URL at all: javascript: and data: links lose their element', () => {
    expect(card('<a href="javascript:alert(1)">one</a> <a href="data:text/html,<script>x</script>">two</a>')).toBe('<a>one</a> <a>two</a>');
    expect(summary('<a href="https://x.example">link</a>')).toBe('link');
  });

  it('escapes text, keeps entities as text, and drops comments, even unclosed ones', () => {
    expect(summary('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d');
    expect(summary('<p>a &amp; b &lt;x&gt; &#x27;q&#39;</p>')).toBe("<p>a &amp; b &lt;x&gt; 'q'</p>");
    expect(summary('<!-- hidden --><p>shown</p><!-- and')).toBe('<p>shown</p>');
  });

  it('cleans a 1 MB string, and is empty for anything but a string', () => {
    const big = `<p>${'x'.repeat(1_000_000)}</div><b>`;
    expect(summary(big)).toBe(`<p>${'x'.repeat(1_000_000)}</p>`);
    for (const value of [undefined, null, 5, {}, ['<p>x</p>'], '']) expect(summary(value)).toBe('');
  });
});

describe('htmlText', () => {
  it('reads text as a visitor would: entities decoded, tags as word breaks, scripts and comments gone', () => {
    expect(htmlText('<p>Port&nbsp;of <b>Jebel</b>&amp;Ali</p><p>2025</p>')).toBe('Port of Jebel &Ali 2025');
    expect(htmlText('Title<script>alert(1)</script><style>x</style><!-- c -->')).toBe('Title');
    expect(htmlText('a < b &lt;c&gt;')).toBe('a < b <c>');
    expect(htmlText('<!--')).toBe('');
    expect(htmlText(7)).toBe('');
  });
});
