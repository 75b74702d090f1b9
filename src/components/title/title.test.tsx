import { describe, expect, it } from 'vitest';
import Title from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const rendering = { componentName: 'Title' };
const page = (routeFields: Record<string, unknown>, overrides: Parameters<typeof makePage>[1] = {}) => {
  const layout = layoutWith({});
  layout.sitecore.route!.fields = routeFields as never;
  return makePage(layout, { path: '/about', locale: 'default', ...overrides });
};
const graph = {
  data: {
    datasource: { url: { path: '/solutions', siteName: 'ports-group' }, field: { jsonValue: { value: 'What we do' } } },
    contextItem: { url: { path: '/about', siteName: 'ports-group' }, field: { jsonValue: { value: 'About us' } } },
  },
};

describe('Title', () => {
  it("renders the datasource's title as an h2 linking to its page", () => {
    const html = renderWithPage(<Title rendering={rendering} fields={graph} params={{ Styles: 'centred', RenderingIdentifier: 'what' }} />, page({}));
    expect(html).toMatch(/id="what"[^>]*class="[^"]*title centred"[^>]*data-block="title"/);
    expect(html).toMatch(/<h2[^>]*><a href="\/solutions"><span>What we do<\/span><\/a><\/h2>/);
  });

  it("renders the page's own title as the h1, marked as the current page, in the page's locale", () => {
    const html = renderWithPage(
      <Title rendering={rendering} fields={{}} params={{}} />,
      page({ Title: { value: 'من نحن' } }, { locale: 'ar', language: 'ar', dir: 'rtl' }),
    );
    expect(html).toMatch(/<h1[^>]*><a href="\/ar\/about" aria-current="page"><span>من نحن<\/span><\/a><\/h1>/);
  });

  it("is nothing for visitors when empty, the 'Title field' placeholder for editors (no link)", () => {
    expect(renderWithPage(<Title rendering={rendering} fields={{}} params={{}} />, page({}))).toBe('');
    const editor = renderWithPage(<Title rendering={rendering} fields={{}} params={{}} />, page({}, { editing: true }));
    expect(editor).toContain('[Title field]');
    expect(editor).not.toContain('<a ');
  });

  it('shows editors the editable title without a link', () => {
    const html = renderWithPage(
      <Title rendering={rendering} fields={{ Title: { value: 'Ports', editable: '<span class="scWebEditInput">Ports</span>' } }} params={{}} />,
      page({}, { editing: true }),
    );
    expect(html).toContain('scWebEditInput');
    expect(html).not.toContain('href=');
  });
});
