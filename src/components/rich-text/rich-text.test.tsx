import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import RichText from './index.tsx';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const rendering = { componentName: 'RichText' };

describe('RichText block', () => {
  it('renders the Text field with the Styles classes and RenderingIdentifier', () => {
    const html = renderWithPage(
      <RichText
        rendering={rendering}
        fields={{ Text: { value: '<h2>About</h2><p>We move cargo.</p>' } }}
        params={{ Styles: 'main-header bs-title', RenderingIdentifier: 'about' }}
      />,
      makePage(layoutWith({}), { editing: false }),
    );
    expect(html).toContain('id="about"');
    expect(html).toMatch(/class="[^"]*rich-text main-header bs-title"/);
    expect(html).toContain('<h2>About</h2><p>We move cargo.</p>');
  });

  it('takes its element id from the sectionId field first, then the params, so an anchor bar reaches it', () => {
    const page = makePage(layoutWith({}), { editing: false });
    const text = { value: '<h2>Cookies we use</h2>' };
    const withField = renderWithPage(
      <RichText rendering={rendering} fields={{ Text: text, sectionId: { value: 'cookies-we-use' } }} params={{ RenderingIdentifier: 'ignored' }} />,
      page,
    );
    expect(withField).toContain('id="cookies-we-use"');
    expect(withField).not.toContain('ignored');
    // A blank or unusable field falls back to the params, and no id at all is no attribute.
    expect(
      renderWithPage(<RichText rendering={rendering} fields={{ Text: text, sectionId: { value: '  ' } }} params={{ sectionId: 'from-params' }} />, page),
    ).toContain('id="from-params"');
    expect(renderWithPage(<RichText rendering={rendering} fields={{ Text: text, sectionId: { value: 42 } }} params={{}} />, page)).not.toContain(' id=');
  });

  it('is empty for visitors and a placeholder for editors without text', () => {
    expect(renderWithPage(<RichText rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: false }))).toBe('');
    expect(renderWithPage(<RichText rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }))).toContain('[Rich text]');
  });

  it('takes the cells its GridParameters give it inside an SXA row, and the whole row without them', () => {
    const css = (params: Record<string, string>) => {
      const sheet = new ServerStyleSheet();
      renderToString(
        sheet.collectStyles(
          <PageProviders page={makePage(layoutWith({}))}>
            <RichText rendering={rendering} fields={{ Text: { value: '<p>Half</p>' } }} params={params} />
          </PageProviders>,
        ),
      );
      return sheet.getStyleTags();
    };
    expect(css({ GridParameters: 'col-12 col-lg-6' })).toMatch(/@media \(min-width: ?1025px\)\{[^}]*\{grid-column:auto\/span 6;/);
    expect(css({})).not.toContain('span 6');
    // Anchors land below the fixed header, as for the image block; no room of its own in columns.
    expect(css({})).toContain('scroll-margin-block-start:5rem');
    expect(css({})).toContain('padding-block:var(--block-space,');
  });
});
