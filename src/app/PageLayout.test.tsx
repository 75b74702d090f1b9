import { beforeAll, describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout.tsx';
import { pageAreas } from './page-areas.ts';
import { preloadBlocks } from './registry.ts';
import { layoutWith, makePage, renderWithPage } from './testing.tsx';

beforeAll(() => preloadBlocks(['RichText']));

const rich = (text: string) => [{ uid: text, componentName: 'RichText', fields: { Text: { value: text } } }];

describe('pageAreas', () => {
  it('puts hero, main, jss-main and any other placeholder in main, in order', () => {
    expect(pageAreas({ 'headless-footer': [], extra: [], 'headless-main': [], 'headless-header': [], 'headless-hero': [] })).toEqual({
      header: ['headless-header'],
      main: ['headless-hero', 'headless-main', 'extra'],
      footer: ['headless-footer'],
    });
    expect(pageAreas(undefined)).toEqual({ header: [], main: [], footer: [] });
  });
});

describe('PageLayout', () => {
  it('renders the areas with a skip link to the main content', () => {
    const layout = layoutWith({
      'headless-header': rich('Header text'),
      'headless-main': rich('Main text'),
      'headless-hero': rich('Hero text'),
      'headless-footer': rich('Footer text'),
    });
    const html = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(html).toMatch(
      /^<a href="#main-content"[^>]*>Skip to content<\/a><header>.*Header text.*<\/header><main[^>]*id="main-content"[^>]*>.*Hero text.*Main text.*<\/main><footer>.*Footer text.*<\/footer>$/s,
    );
  });

  it('renders the hero area first, in a region of its own, and names the page template', () => {
    const layout = layoutWith({ 'headless-main': rich('Main text'), 'headless-hero': rich('Hero text') });
    layout.sitecore.route!.templateName = 'Article Page';
    const html = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(html).toMatch(/<main[^>]*data-page-template="Article Details"[^>]*><div data-page-area="hero"[^>]*>.*Hero text.*<\/div>.*Main text.*<\/main>/s);
  });

  it('renders an area the template lacks, in order, and tells editors, not visitors', () => {
    const layout = layoutWith({ 'headless-main': rich('Main text'), 'headless-hero': rich('Hero text') });
    layout.sitecore.route!.templateName = 'Partnerships Landing';
    const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(visitor).toMatch(/Hero text.*Main text/s);
    expect(visitor).not.toContain('data-template-note');
    const editor = renderWithPage(<PageLayout />, makePage(layout, { editing: true }));
    expect(editor).toMatch(/data-template-note="Partnerships Landing".*headless-hero.*Hero text.*Main text/s);
  });

  it('writes the hidden style marker for editors only: never for visitors, never in preview (spec 000 section 6)', () => {
    const layout = layoutWith({ 'headless-main': rich('Main text') });
    const marker = /^<div hidden="" class="editing-mode" data-editing-style-marker=""><\/div><a href="#main-content"/;
    expect(renderWithPage(<PageLayout />, makePage(layout, { editing: true }))).toMatch(marker);
    // Metadata-mode layouts say only pageEditing: true; that is edit mode too.
    expect(renderWithPage(<PageLayout />, makePage(layoutWith({}, { pageEditing: true, pageState: 'normal' })))).toMatch(marker);
    const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    const preview = renderWithPage(<PageLayout />, makePage(layoutWith({}, { pageEditing: false, pageState: 'preview' }), { pageState: 'preview' }));
    for (const html of [visitor, preview]) {
      expect(html).toMatch(/^<a href="#main-content"/);
      expect(html).not.toContain('data-editing-style-marker');
      expect(html).not.toContain('editing-mode');
    }
  });

  it('uses the dictionary and Arabic wording for the skip link', () => {
    const layout = layoutWith({});
    expect(renderWithPage(<PageLayout />, makePage(layout, { dictionary: { SkipToContent: 'Jump to content' } }))).toContain('Jump to content');
    expect(renderWithPage(<PageLayout />, makePage(layout, { language: 'ar', locale: 'ar', dir: 'rtl' }))).toContain('انتقل إلى المحتوى');
  });

  it('renders an empty main for a null route', () => {
    const html = renderWithPage(<PageLayout />, makePage({ sitecore: { context: {}, route: null } }));
    expect(html).toMatch(/<main[^>]*><\/main>/);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
  });
});
