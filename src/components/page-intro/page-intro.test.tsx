import { describe, expect, it } from 'vitest';
import { makePage } from '../../app/testing.tsx';
import { renderWithPage } from '../../app/testing.tsx';
import type { LayoutServiceData } from '../../cms/types.ts';
import PageIntro from './index.tsx';

const layout = (fields: Record<string, unknown>): LayoutServiceData => ({
  sitecore: {
    context: { pageEditing: false, pageState: 'normal', language: 'en' },
    route: { name: 'governance', displayName: 'Governance', fields, placeholders: {} },
  },
});
const rendering = { componentName: 'PageIntro' };

describe('PageIntro on the server', () => {
  it('renders the own headline as h1 with the description, call to action and section id', () => {
    const html = renderWithPage(
      <PageIntro
        rendering={rendering}
        fields={{
          headline: { value: 'Our approach' },
          description: { value: '<p>Long-term <strong>value</strong>.</p>' },
          cta: { value: { href: '/about', text: 'About us' } },
          sectionId: { value: 'intro' },
        }}
        params={{}}
      />,
      makePage(layout({})),
    );
    expect(html).toMatch(/<section[^>]*id="intro"[^>]*data-block="page-intro"/);
    expect(html).toMatch(/<h1[^>]*><span>Our approach<\/span><\/h1>/);
    expect(html).toContain('<strong>value</strong>');
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>About us<\/a>/);
  });

  it('falls back to the route and is h2 with Styles h2', () => {
    const html = renderWithPage(
      <PageIntro rendering={rendering} fields={{}} params={{ Styles: 'intro H2' }} />,
      makePage(layout({ headline: { value: 'Governance at Meridian' }, description: { value: 'Route text' } })),
    );
    expect(html).toMatch(/<h2[^>]*><span>Governance at Meridian<\/span><\/h2>/);
    expect(html).not.toContain('<h1');
    expect(html).toContain('Route text');
  });

  it('renders nothing for visitors when there is nothing to show, placeholders for editors', () => {
    const empty: LayoutServiceData = { sitecore: { context: { language: 'en' }, route: null } };
    expect(renderWithPage(<PageIntro rendering={rendering} fields={{}} params={{}} />, makePage(empty, { editing: false }))).toBe('');
    const html = renderWithPage(<PageIntro rendering={rendering} fields={{}} params={{}} />, makePage(empty, { editing: true }));
    expect(html).toContain('Headline');
    expect(html).toContain('Call to action');
  });
});
