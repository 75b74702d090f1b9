import { describe, expect, it } from 'vitest';
import { sanitizeHtml, stripTags } from './sanitize-html.ts';

const NEWS = ['p', 'br', 'strong', 'em', 'b'];

describe('sanitizeHtml', () => {
  it('keeps allowed tags without attributes', () => {
    expect(sanitizeHtml('<p class="x" onclick="evil()">Hi <strong style="color:red">there</strong><br/>!</p>', NEWS)).toBe(
      '<p>Hi <strong>there</strong><br>!</p>',
    );
  });

  it('drops other tags, scripts with their content, and comments', () => {
    expect(sanitizeHtml('<div><a href="javascript:x">link</a><script>alert(1)</script><!-- c --><img src=x onerror=alert(1)></div>', NEWS)).toBe('link');
    expect(sanitizeHtml('<style>p{}</style><iframe src="x"></iframe>text', NEWS)).toBe('text');
  });

  it('escapes stray brackets so nothing can open a tag', () => {
    expect(sanitizeHtml('1 < 2 and <img src=x onerror=alert(1)', NEWS)).toBe('1 &lt; 2 and &lt;img src=x onerror=alert(1)');
    expect(sanitizeHtml('a > b', NEWS)).toBe('a &gt; b');
  });

  it('returns an empty string for non-strings', () => {
    expect(sanitizeHtml(undefined, NEWS)).toBe('');
    expect(sanitizeHtml(5, NEWS)).toBe('');
  });
});

describe('stripTags', () => {
  it('leaves plain text with collapsed whitespace', () => {
    expect(stripTags('<p>Port <b>news</b></p>\n<script>x()</script> today')).toBe('Port news today');
    expect(stripTags(null)).toBe('');
  });
});
