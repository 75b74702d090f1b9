import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/** The site chrome against the real server and the embedded content server: footer, breadcrumb, 404. */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function jsonLd(html: string): { itemListElement: Array<{ position: number; name: string; item: string }> } {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'BreadcrumbList JSON-LD').toBeTruthy();
  const data = JSON.parse(match![1]!) as { '@type': string; itemListElement: Array<{ position: number; name: string; item: string }> };
  expect(data['@type']).toBe('BreadcrumbList');
  return data;
}

describe('breadcrumb', () => {
  it('/about has the trail and BreadcrumbList JSON-LD on PUBLIC_URL', async () => {
    const res = await get(server, '/about');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<nav[^>]*aria-label="Breadcrumb"/);
    expect(res.text).toMatch(/<span aria-current="page"[^>]*>About us<\/span>/);
    const ld = jsonLd(res.text);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Meridian Ports & Logistics', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'About us', item: 'https://www.example.com/about' },
    ]);
  });

  it('/ar/solutions/logistics has three steps in Arabic with /ar URLs', async () => {
    const res = await get(server, '/ar/solutions/logistics');
    expect(res.status).toBe(200);
    const ld = jsonLd(res.text);
    expect(ld.itemListElement.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(ld.itemListElement.map((e) => e.item)).toEqual([
      'https://www.example.com/ar',
      'https://www.example.com/ar/solutions',
      'https://www.example.com/ar/solutions/logistics',
    ]);
    expect(ld.itemListElement[2]!.name).toBe('الخدمات اللوجستية');
    expect(res.text).toContain('aria-label="مسار التنقل"');
  });

  it('pages without the breadcrumb rendering have none', async () => {
    const res = await get(server, '/');
    expect(res.text).not.toContain('application/ld+json"><');
    expect(res.text).not.toMatch(/data-block="breadcrumb"/);
  });
});

describe('footer', () => {
  it.each(['/', '/about', '/news', '/solutions/logistics', '/no-such-page'])('is on %s in English', async (path) => {
    const res = await get(server, path);
    expect(res.text).toMatch(/<footer>[\s\S]*?data-block="footer"/);
    expect(res.text).toContain('Our Company');
    expect(res.text).toMatch(/href="\/privacy"[^>]*>Privacy</);
    expect(res.text).toMatch(/aria-label="LinkedIn"/);
  });

  it.each(['/ar', '/ar/about', '/ar/no-such-page'])('is on %s in Arabic', async (path) => {
    const res = await get(server, path);
    expect(res.text).toMatch(/<footer>[\s\S]*?data-block="footer"/);
    expect(res.text).toContain('شركتنا');
    expect(res.text).toContain('الخصوصية');
  });
});

describe('404 page', () => {
  it('/no-such-page answers 404 with the designed page and its title', async () => {
    const res = await get(server, '/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>404 Page Not Found</title>');
    expect(res.text).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(res.text).toContain('Page Not Found');
    expect(res.text).toContain('not-found-quay.svg');
    expect(res.text).toMatch(/data-block="error-page"/);
  });

  it('/ar/no-such-page answers 404 in Arabic, right to left', async () => {
    const res = await get(server, '/ar/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<html[^>]*dir="rtl"/);
    expect(res.text).toContain('<title>404 الصفحة غير موجودة</title>');
    expect(res.text).toContain('العودة إلى الصفحة الرئيسية');
  });
});
