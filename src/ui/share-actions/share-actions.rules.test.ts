// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { INSTAGRAM_URL, instagramLinkOf, pageUrl, readableText, safeHttpUrl, shareIconsOf, shareUrl, speechLanguage } from './share-actions.rules.ts';

describe('shareUrl', () => {
  const url = 'https://www.example.com/ar/insights/blogs/green corridors?x=1&y=2';
  const title = 'Ports & "corridors": الممرات';
  it('encodes the page URL and title for Facebook, LinkedIn and X', () => {
    const u = encodeURIComponent(url);
    const t = encodeURIComponent(title);
    expect(shareUrl('facebook', url, title)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`);
    expect(shareUrl('linkedin', url, title)).toBe(`https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`);
    expect(shareUrl('x', url, title)).toBe(`https://x.com/intent/tweet?url=${u}&text=${t}`);
    for (const network of ['facebook', 'linkedin', 'x'] as const) {
      const address = new URL(shareUrl(network, url, title));
      expect([...address.searchParams.values()]).toContain(url);
      expect([...address.searchParams.values()]).toContain(title);
    }
  });
  it('sends Instagram to the configured http(s) link, else Instagram itself', () => {
    expect(shareUrl('instagram', url, title)).toBe(INSTAGRAM_URL);
    expect(shareUrl('instagram', url, title, 'https://www.instagram.com/meridian/')).toBe('https://www.instagram.com/meridian/');
    expect(shareUrl('instagram', url, title, 'javascript:alert(1)')).toBe(INSTAGRAM_URL);
    expect(safeHttpUrl('/relative')).toBeUndefined();
    expect(safeHttpUrl(42)).toBeUndefined();
  });
});

describe('pageUrl', () => {
  it('joins origin, locale prefix and path, without a trailing slash on a prefixed home', () => {
    expect(pageUrl('https://www.example.com/', 'ar', '/insights/blogs/a')).toBe('https://www.example.com/ar/insights/blogs/a');
    expect(pageUrl('https://www.example.com', 'default', '/news/x')).toBe('https://www.example.com/news/x');
    expect(pageUrl('https://www.example.com', 'en', '/')).toBe('https://www.example.com/en');
    expect(pageUrl('https://www.example.com', 'default', 'bad')).toBe('https://www.example.com/');
  });
});

describe('readableText (spec 001 section 4: page text plus image descriptions)', () => {
  it('reads text in order with each image alt where it stands, and skips chrome, controls and hidden parts', () => {
    document.body.innerHTML = `
      <main>
        <header>Site header</header>
        <nav>Home / Insights</nav>
        <h1>Green corridors</h1>
        <div data-speech-skip>Listen Print Copy link</div>
        <p>Ports are changing.<img src="a.svg" alt="Cranes at dusk"> More text</p>
        <img src="b.svg" alt="">
        <button>Load more</button>
        <p hidden>Hidden text</p>
        <span aria-hidden="true">1,250</span>
        <script>var x = 1;</script>
        <ul><li>One</li><li>Two</li></ul>
        <footer>Footer</footer>
      </main>`;
    const text = readableText(document.querySelector('main'));
    expect(text).toBe('Green corridors. Ports are changing. Cranes at dusk. More text. One. Two.');
    expect(readableText(null)).toBe('');
  });
});

describe('shareIconsOf and instagramLinkOf', () => {
  it('takes configured icons by network and ignores empty images', () => {
    const icons = shareIconsOf({
      facebookIcon: { value: { src: '/-/media/fb.svg', alt: 'Facebook' } },
      xIcon: { value: {} },
      linkedinIcon: 'wrong',
    });
    expect(icons).toEqual({ facebook: { src: '/-/media/fb.svg', alt: 'Facebook' } });
  });
  it('reads the Instagram link from a link field or a text field, http(s) only', () => {
    expect(instagramLinkOf({ instagramLink: { value: { href: 'https://www.instagram.com/meridian' } } })).toBe('https://www.instagram.com/meridian');
    expect(instagramLinkOf({ instagramLink: { value: 'https://instagram.com/m' } })).toBe('https://instagram.com/m');
    expect(instagramLinkOf({ instagramLink: { value: 'javascript:alert(1)' } })).toBeUndefined();
    expect(instagramLinkOf({})).toBeUndefined();
  });
  it('speaks Arabic pages in Arabic', () => {
    expect(speechLanguage('ar')).toBe('ar-SA');
    expect(speechLanguage('en')).toBe('en-GB');
  });
});
