import { describe, expect, it } from 'vitest';
import PageContent from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const rendering = { componentName: 'PageContent' };
const pageWith = (Content: unknown, editing = false) => {
  const layout = layoutWith({});
  layout.sitecore.route!.fields = { Content: Content as never };
  return makePage(layout, { editing });
};

describe('PageContent', () => {
  it("renders the route's Content as prose, with styles and anchor id", () => {
    const html = renderWithPage(
      <PageContent rendering={rendering} fields={{}} params={{ Styles: 'lead', RenderingIdentifier: 'story', GridParameters: 'col-12' }} />,
      pageWith({ value: '<h2>Our story</h2><p>Since 1972.</p>' }),
    );
    expect(html).toMatch(/id="story"[^>]*class="[^"]*page-content lead"[^>]*data-block="page-content"/);
    expect(html).toContain('<h2>Our story</h2><p>Since 1972.</p>');
  });

  it("prefers the datasource's Content", () => {
    const html = renderWithPage(
      <PageContent rendering={rendering} fields={{ Content: { value: '<p>Datasource</p>' } }} params={{}} />,
      pageWith({ value: '<p>Route</p>' }),
    );
    expect(html).toContain('Datasource');
    expect(html).not.toContain('Route');
  });

  it("is nothing for visitors when empty, the 'Content' placeholder for editors", () => {
    expect(renderWithPage(<PageContent rendering={rendering} fields={{}} params={{}} />, pageWith({ value: '' }))).toBe('');
    expect(renderWithPage(<PageContent rendering={rendering} fields={{}} params={{}} />, pageWith({ value: '' }, true))).toContain('[Content]');
    expect(renderWithPage(<PageContent rendering={rendering} fields={{ Content: ['x'] }} params={{}} />, pageWith(null, true))).toContain('[Content]');
  });
});
