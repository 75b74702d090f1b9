import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import Promo from './index.tsx';

const fields = {
  PromoIcon: { value: { src: '/-/media/ports-group/promo.svg', alt: 'Cranes', width: '600', height: '400' } },
  PromoText: { value: '<h3>Green corridors</h3><p>Shore power at every berth.</p>' },
  PromoText2: { value: '' },
  PromoLink: { value: { href: '/about', text: 'Our plan', linktype: 'internal' } },
};
const rendering = { componentName: 'Promo' };
const visitor = makePage(layoutWith({}), { editing: false });
const editor = makePage(layoutWith({}), { editing: true });
const render = (f: Record<string, unknown>, page = visitor, params: Record<string, string> = {}) =>
  renderWithPage(<Promo rendering={rendering} fields={f} params={params} />, page);

beforeAll(() => preloadIcons(['arrow-right']));

describe('Promo', () => {
  it('renders image, text and the link with an arrow', () => {
    const html = render(fields, visitor, { Styles: 'main-promo-no-border' });
    expect(html).toContain('data-block="promo"');
    expect(html).toContain('src="/-/media/ports-group/promo.svg"');
    expect(html).toContain('<h3>Green corridors</h3>');
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>Our plan<!--\$--><svg[^>]*data-icon="arrow-right"/);
    expect(html).toContain(' promo main-promo-no-border"');
  });

  it('without a link shows no link; a link without text reads "Read more"', () => {
    expect(render({ ...fields, PromoLink: { value: { href: '' } } })).not.toMatch(/<a /);
    expect(render({ ...fields, PromoLink: { value: { href: '/about' } } })).toMatch(/<a[^>]*href="\/about"[^>]*>Read more/);
  });

  it('shows the second text when it has one', () => {
    expect(render({ ...fields, PromoText2: { value: '<p>Second text</p>' } })).toContain('<p>Second text</p>');
  });

  it('renders nothing for visitors when empty', () => {
    expect(render({})).toBe('');
    expect(render({ PromoText: { value: '' }, PromoIcon: { value: {} }, PromoLink: { value: { href: '' } } })).toBe('');
  });

  it('shows editors the "Promo" placeholder without a datasource, field placeholders with one', () => {
    expect(render({}, editor)).toContain('>Promo</div>');
    const empty = render({ PromoText: { value: '' }, PromoIcon: { value: {} }, PromoLink: { value: { href: '' } } }, editor, { FieldNames: 'WithText' });
    for (const label of ['[Image]', '[Promo text]', '[Promo text 2]', '[Promo link]']) expect(empty).toContain(label);
  });

  it('takes the cells its GridParameters give it in an SXA row, its id from the shared rule, and BLOCK_SPACE room', () => {
    const sheet = new ServerStyleSheet();
    let html: string;
    let css: string;
    try {
      html = renderToString(
        sheet.collectStyles(
          <PageProviders page={visitor}>
            <Promo rendering={rendering} fields={fields} params={{ GridParameters: 'col-12 col-md-6', sectionId: 'green-corridors', Styles: 'a|b' }} />
          </PageProviders>,
        ),
      );
      css = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }
    expect(css).toMatch(/@media \(min-width: ?768px\)\{[^}]*\{grid-column:auto\/span 6;/);
    expect(css).toContain('padding-block:var(--block-space,');
    // renderingId (src/lib/sxa-params.ts): the sectionId param counts too; `|` separates styles.
    expect(html).toContain('id="green-corridors"');
    expect(html).toContain(' promo a b"');
  });

  it('tolerates wrong types', () => {
    const junk = { PromoIcon: 3, PromoText: { value: ['x'] }, PromoText2: null, PromoLink: { value: 'nope' } };
    expect(() => render(junk)).not.toThrow();
    expect(() => render(junk, editor)).not.toThrow();
  });
});
