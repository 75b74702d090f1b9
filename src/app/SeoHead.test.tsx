import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { PageContext } from './page-context.ts';
import { SeoHead } from './SeoHead.tsx';
import { testPage } from '../lib/seo-test-page.ts';

function renderDocument(page: PageContext): { head: string; body: string } {
  const html = renderToString(
    <html lang="en">
      <head></head>
      <body>
        <SeoHead page={page} />
      </body>
    </html>,
  );
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return { head, body };
}

describe('SeoHead', () => {
  it('renders the tags, hoisted by React into <head>', () => {
    const { head, body } = renderDocument(
      testPage({
        search: '?q=1',
        siteSettings: { favicon: '/-/media/favicon.svg' },
        fields: {
          browserTitle: { value: 'About us' },
          metaDescription: { value: 'Who we are' },
          openGraphImage: { value: { src: '/-/media/og.jpg', alt: 'Cranes' } },
          customMetaData: { value: 'robots=noindex&og:image:width=1200' },
        },
      }),
    );
    expect(body).toBe('');
    expect(head).toContain('<title>About us</title>');
    expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(head).toContain('<meta name="description" content="Who we are"/>');
    expect(head).toContain('<meta property="og:title" content="About us"/>');
    expect(head).toContain('<meta property="og:image" content="https://www.example.com/-/media/og.jpg"/>');
    expect(head).toContain('<meta property="og:image:alt" content="Cranes"/>');
    expect(head).toContain('<meta property="og:type" content="website"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).toContain('<meta property="og:image:width" content="1200"/>');
    expect(head).toContain('<link rel="icon" href="/-/media/favicon.svg" type="image/svg+xml"/>');
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/en/about?q=1"/>');
    expect(head).toContain('<link rel="alternate" href="https://www.example.com/en/about?q=1" hrefLang="en"/>');
    expect(head).toContain('<link rel="alternate" href="https://www.example.com/ar/about?q=1" hrefLang="ar"/>');
    expect(head).toContain('<link rel="alternate" href="https://www.example.com/about?q=1" hrefLang="x-default"/>');
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it('renders no alternates on an Arabic page', () => {
    const { head } = renderDocument(testPage({ locale: 'ar', language: 'ar', dir: 'rtl' }));
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/ar/about"/>');
    expect(head).not.toContain('rel="alternate"');
    expect(head).toContain('<title>Page</title>');
  });

  it('escapes hostile values', () => {
    const hostile = '"><script>alert(1)</script>';
    const { head } = renderDocument(
      testPage({
        path: '/x"><script>alert(3)</script>',
        fields: {
          browserTitle: { value: `</title>${hostile}` },
          metaDescription: { value: hostile },
          customMetaData: { value: `a"><script>alert(2)</script>=${encodeURIComponent(hostile)}` },
        },
      }),
    );
    expect(head).not.toMatch(/<script/i);
    expect(head).toContain('<title>&lt;/title&gt;&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(head).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(head).toContain('name="a&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(head).toContain('href="https://www.example.com/en/x&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;"');
  });
});
