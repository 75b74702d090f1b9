import { describe, expect, it } from 'vitest';
import { anchorHrefs, decodeAttribute, internalLinks } from './links.ts';

const PAGE = 'http://127.0.0.1:4000/ar/contact?x=1';

describe('anchorHrefs', () => {
  it('reads the href of every <a>, whatever the attribute order and quotes, decoded', () => {
    const html = '<a class="c" href="/a?x=1&amp;y=2">A</a><a href=\'/b\' data-x>B</a><A HREF="/c">C</A><a data-href="/no">D</a><a>E</a>';
    expect(anchorHrefs(html)).toEqual(['/a?x=1&y=2', '/b', '/c']);
  });

  it('ignores links inside scripts, styles, templates, noscript and comments', () => {
    const html = [
      '<script type="application/json">{"html":"<a href=\\"/json\\">"}</script>',
      '<script>document.write(\'<a href="/script">\')</script>',
      '<style>/* <a href="/style"> */</style>',
      '<template><a href="/template">T</a></template>',
      '<noscript><a href="/noscript">N</a></noscript>',
      '<!-- <a href="/comment">old</a> -->',
      '<a href="/kept">K</a>',
    ].join('');
    expect(anchorHrefs(html)).toEqual(['/kept']);
  });
});

describe('decodeAttribute', () => {
  it('decodes named and numeric references and leaves unknown ones alone', () => {
    expect(decodeAttribute('a&amp;b&#x27;c&#39;d&quot;e&unknown;f&#xZZ;')).toBe("a&b'c'd\"e&unknown;f&#xZZ;");
  });
});

describe('internalLinks', () => {
  it('resolves same-origin links against the page to path and query, once each, without fragments', () => {
    const html = [
      '<a href="/faq">',
      '<a href="/faq#top">',
      '<a href="details">',
      '<a href="../uk">',
      '<a href="?page=2">',
      '<a href="http://127.0.0.1:4000/ar">',
      '<a href=" /privacy ">',
    ].join('');
    expect(internalLinks(html, PAGE)).toEqual(['/faq', '/ar/details', '/uk', '/ar/contact?page=2', '/ar', '/privacy']);
  });

  it('skips other origins, in-page anchors, empty hrefs and mail, phone, script and data links', () => {
    const html = [
      '<a href="https://maps.example.com/?q=1">',
      '<a href="//cdn.example.com/x">',
      '<a href="http://127.0.0.1:4001/other-port">',
      '<a href="#section">',
      '<a href="">',
      '<a href="mailto:info@example.com">',
      '<a href="tel:+97140000000">',
      '<a href="javascript:void(0)">',
      '<a href="data:text/plain,x">',
      '<a href="http://[bad">',
    ].join('');
    expect(internalLinks(html, PAGE)).toEqual([]);
  });
});
