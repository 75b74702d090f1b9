import { describe, expect, it } from 'vitest';
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

  it('tolerates wrong types', () => {
    for (const junk of [{ data: 5 }, { data: { datasource: { children: { results: [{ field: { link: 'x' } }] } } } }, { items: [{ fields: null }] }]) {
      expect(() => render(junk)).not.toThrow();
      expect(() => render(junk, editor)).not.toThrow();
    }
  });
});
