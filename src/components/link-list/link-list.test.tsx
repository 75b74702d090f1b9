import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import LinkList from './index.tsx';

const fields = {
  data: {
    datasource: {
      field: { title: { value: 'Quick links' } },
      children: {
        results: [
          { field: { link: { value: { href: '/about', text: 'About us', linktype: 'internal' } } } },
          { field: { link: { value: { href: 'https://partner.example.org/', text: 'Partner portal', linktype: 'external' } } } },
          { field: { link: { value: { href: '' } } } },
        ],
      },
    },
  },
};
const rendering = { componentName: 'LinkList' };
const visitor = makePage(layoutWith({}), { editing: false });
const editor = makePage(layoutWith({}), { editing: true });
const render = (f: Record<string, unknown>, page = visitor, params: Record<string, string> = {}) =>
  renderWithPage(<LinkList rendering={rendering} fields={f} params={params} />, page);

/** The CSS styled-components collected for one render. */
function stylesOf(f: Record<string, unknown>, params: Record<string, string>): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <PageProviders page={visitor}>
          <LinkList rendering={rendering} fields={f} params={params} />
        </PageProviders>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('LinkList', () => {
  it('renders the title as a clamped heading over a list of links', () => {
    const html = render(fields, visitor, { Styles: 'list-horizontal', RenderingIdentifier: 'quick-links' });
    expect(html).toMatch(/<h2[^>]*style="[^"]*-webkit-line-clamp:2[^"]*"[^>]*>Quick links<\/h2>/);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>About us<\/a>/);
    expect(html).toContain('(Opens in a new tab)');
    expect(html).toContain('id="quick-links"');
    expect(html).toContain(' link-list list-horizontal"');
  });

  it('renders nothing for visitors without links, even with a title', () => {
    expect(render({})).toBe('');
    expect(render({ data: { datasource: { field: { title: { value: 'Lonely title' } }, children: { results: [] } } } })).toBe('');
  });

  it('shows editors the "Link List" placeholder and every child', () => {
    const none = render({}, editor);
    expect(none).toContain('>Link List</div>');
    expect(none).toContain('[Title field]');
    const all = render(fields, editor);
    expect(all.match(/<li/g)).toHaveLength(3);
    expect(all).toContain('[Link]');
    expect(all).not.toContain('line-clamp');
  });

  it('reads the band colours, so its text stays light in a dark container or row', () => {
    const css = stylesOf(fields, {});
    // Title and links: the band's text colour; the chevrons and the hover: the band's link colour.
    expect(css.match(/[;{]color:var\(--surface-text,/g)).toHaveLength(2);
    expect(css).toMatch(/[;{]color:var\(--surface-link,/);
  });

  it('takes the cells its GridParameters give it in an SXA row, and BLOCK_SPACE room', () => {
    const half = stylesOf(fields, { GridParameters: 'col-12 col-lg-6' });
    expect(half).toMatch(/@media \(min-width: ?1025px\)\{[^}]*\{grid-column:auto\/span 6;/);
    expect(half).toContain('padding-block:var(--block-space,');
    expect(stylesOf(fields, {})).not.toContain('span 6');
  });

  it('tolerates wrong types', () => {
    for (const junk of [{ data: 5 }, { data: { datasource: { children: { results: [{ field: { link: 'x' } }] } } } }, { items: [{ fields: null }] }]) {
      expect(() => render(junk)).not.toThrow();
      expect(() => render(junk, editor)).not.toThrow();
    }
  });
});
