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

/**
 * The sample header as spec 001 section 2 lists it (issue 30): every group of Tools & Resources and
 * Our Company with its links, the featured chairman's message and the foundation link opening
 * externally, in both languages. That each internal link answers with a page is
 * test/site-links.test.ts's crawl; the chairman's message, which only the header links to, is
 * checked here too.
 */
describe('header (spec 001 section 2 sample)', () => {
  const groups = {
    en: {
      prefix: '',
      toggles: ['Solutions', 'Tools &amp; Resources', 'Our Company'],
      columns: ['Self Service', 'Insights', 'Our Organisation', 'CSR', 'Careers'],
      links: [
        ['/tools-and-apps', 'Tools and Apps'],
        ['/document-hub', 'Document Hub'],
        ['/insights/expert-opinions', 'Expert Opinions'],
        ['/insights/thought-leadership', 'Thought Leadership'],
        ['/insights/whitepapers', 'Whitepapers'],
        ['/insights/blogs', 'Blogs'],
        ['/about', 'About Us'],
        ['/about/leadership', 'Our Leadership'],
        ['/about/governance', 'Our Governance'],
        ['/about/partnerships', 'Partnerships'],
        ['/investor-relations', 'Investor Relations'],
        ['/locations', 'Our Locations'],
        ['/sustainability', 'Sustainability'],
        ['/sustainability/esg-reporting', 'ESG Reporting'],
        ['/sustainability/climate-change', 'Climate Change'],
        ['/sustainability/people', 'People'],
        ['/sustainability/education', 'Education'],
        ['/sustainability/water', 'Water'],
        ['/careers', 'Working at Meridian'],
      ],
      featured: ['A message from our chairman', 'Read the message'],
      foundation: 'Meridian Foundation',
      newTab: '(Opens in a new tab)',
    },
    ar: {
      prefix: '/ar',
      toggles: ['الحلول', 'الأدوات والموارد', 'شركتنا'],
      columns: ['الخدمة الذاتية', 'رؤى', 'مؤسستنا', 'المسؤولية الاجتماعية', 'الوظائف'],
      links: [
        ['/tools-and-apps', 'الأدوات والتطبيقات'],
        ['/document-hub', 'مركز المستندات'],
        ['/insights/expert-opinions', 'آراء الخبراء'],
        ['/insights/thought-leadership', 'الريادة الفكرية'],
        ['/insights/whitepapers', 'الأوراق البيضاء'],
        ['/insights/blogs', 'المدونات'],
        ['/about', 'من نحن'],
        ['/about/leadership', 'قيادتنا'],
        ['/about/governance', 'الحوكمة'],
        ['/about/partnerships', 'الشراكات'],
        ['/investor-relations', 'علاقات المستثمرين'],
        ['/locations', 'مواقعنا'],
        ['/sustainability', 'الاستدامة'],
        ['/sustainability/esg-reporting', 'تقارير الحوكمة البيئية والاجتماعية'],
        ['/sustainability/climate-change', 'التغير المناخي'],
        ['/sustainability/people', 'الأفراد'],
        ['/sustainability/education', 'التعليم'],
        ['/sustainability/water', 'المياه'],
        ['/careers', 'العمل في ميريديان'],
      ],
      featured: ['رسالة من رئيس مجلس الإدارة', 'اقرأ الرسالة'],
      foundation: 'مؤسسة ميريديان',
      newTab: '(يفتح في علامة تبويب جديدة)',
    },
  } as const;

  it.each(Object.entries(groups))('has every group, link and the featured message in %s', async (_language, words) => {
    const page = await get(server, `${words.prefix}/about`);
    const header = page.text.slice(page.text.indexOf('<header'), page.text.indexOf('</header>'));
    for (const toggle of words.toggles) expect(header).toMatch(new RegExp(`<button[^>]*popoverTarget="[^"]+"[^>]*>${toggle}<`));
    for (const column of words.columns) expect(header).toContain(`>${column}</p>`);
    for (const [path, label] of words.links) expect(header, label).toMatch(new RegExp(`<a href="${words.prefix}${path}"[^>]*>${label}<`));
    // The featured chairman's message leads to its own page.
    expect(header).toContain(`>${words.featured[0]}<`);
    expect(header).toMatch(new RegExp(`<a href="${words.prefix}/about/chairmans-message"[^>]*>${words.featured[1]}<`));
    // The foundation opens externally, in a new tab, and says so to screen readers.
    const foundation = new RegExp(
      `<a href="https://foundation\\.meridian-ports\\.example/" target="_blank" rel="noopener noreferrer"[^>]*>${words.foundation}<.*?</a>`,
    );
    const link = foundation.exec(header)?.[0];
    expect(link, 'the foundation link').toBeDefined();
    expect(link).toContain(words.newTab);

    const message = await get(server, `${words.prefix}/about/chairmans-message`);
    expect(message.status).toBe(200);
    expect(message.text).toContain(words.featured[0]);
  });
});
