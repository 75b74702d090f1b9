import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { PageContext } from '../../app/page-context.ts';
import PartnerBlock from './index.tsx';

const image = (src: string, width = '240', height = '80') => ({ value: { src, alt: 'Alt text', width, height } });
const partner = (id: string, name: string) => ({
  id,
  name: id,
  displayName: name,
  url: '',
  fields: {
    logo: image(`/-/media/${id}.svg`),
    name: { value: name },
    text: { value: `<p>${name} and Meridian run terminals together.</p>` },
    link: { value: { href: '/about', text: '', linktype: 'internal' } },
  },
});
const fields = (count: number) => ({
  headline: { value: 'Partners in every port' },
  description: { value: 'Joint ventures and alliances.' },
  backgroundImage: image('/-/media/partners-bg.svg', '1600', '900'),
  partners: Array.from({ length: count }, (_, i) => partner(`p${i}`, `Partner ${i + 1}`)),
});
const rendering = { componentName: 'PartnerBlock' };
const page = makePage(layoutWith({}), { editing: false });
const editPage = makePage(layoutWith({}), { editing: true });

/** The HTML and the CSS styled-components collected for it. */
function renderWithStyles(node: React.ReactNode, context: PageContext): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<PageProviders page={context}>{node}</PageProviders>));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('PartnerBlock', () => {
  it('takes its anchor from a usable sectionId, else the rendering parameters (sectionIdOf)', () => {
    const render = (sectionId: string, params: Record<string, string> = {}) =>
      renderWithPage(<PartnerBlock rendering={rendering} fields={{ ...fields(3), sectionId: { value: sectionId } }} params={params} />, page);
    expect(render('partners')).toMatch(/<section[^>]*id="partners"/);
    expect(render('our partners', { RenderingIdentifier: 'alliances' })).toMatch(/<section[^>]*id="alliances"/);
    expect(render('our partners')).not.toMatch(/<section[^>]*id=/);
  });

  it('renders the intro, the background and a card per partner with logo, name, text and link', () => {
    const html = renderWithPage(<PartnerBlock rendering={rendering} fields={fields(6)} params={{}} />, page);
    expect(html).toMatch(/<h2[^>]*>Partners in every port<\/h2>/);
    expect(html).toContain('Joint ventures and alliances.');
    expect(html).toContain('src="/-/media/partners-bg.svg"');
    expect(html.match(/<li>/g)).toHaveLength(6);
    expect(html).toContain('src="/-/media/p0.svg" alt=""');
    expect(html).toMatch(/<h3[^>]*>Partner 6<\/h3>/);
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>Visit partner/);
    expect(html).toContain('data-motion="scroll"');
  });

  it('pins with scroll-driven animations for visitors: 140vh when six cards overflow, 120vh from 6 x 391 px', () => {
    const { css } = renderWithStyles(<PartnerBlock rendering={rendering} fields={fields(6)} params={{}} />, page);
    expect(css).toMatch(/@supports \(animation-timeline: ?view\(\)\)/);
    expect(css).toContain('prefers-reduced-motion: no-preference');
    expect(css).toContain('view-timeline:--partner-pin block');
    expect(css).toContain('animation-timeline:--partner-pin');
    expect(css).toContain('position:sticky');
    expect(css).toContain('--pin:140');
    expect(css).toMatch(/@container partner-block \(min-width: ?2346px\)\{[^}]*--pin:120/);
    expect(css).toContain('scale:0.85');
    expect(css).toContain('scale:1.15');
  });

  it('uses the card count in the fit test: three cards fit from 1173 px', () => {
    const { css } = renderWithStyles(<PartnerBlock rendering={rendering} fields={fields(3)} params={{}} />, page);
    expect(css).toMatch(/@container partner-block \(min-width: ?1173px\)/);
  });

  it('is static in edit mode: no pin, no scroll-driven animation, and placeholders for empty fields', () => {
    const editFields = { ...fields(2), partners: [...fields(2).partners, { id: 'e', fields: {} }] };
    const { html, css } = renderWithStyles(<PartnerBlock rendering={rendering} fields={editFields} params={{}} />, editPage);
    expect(html).toContain('data-motion="static"');
    expect(css).not.toContain('animation-timeline');
    expect(css).not.toContain('position:sticky');
    expect(css).not.toContain('view-timeline');
    for (const label of ['[Logo]', '[Partner name]', '[Partner text]', '[Partner link]']) expect(html).toContain(label);
  });

  it('renders nothing when empty, placeholders in edit mode', () => {
    expect(renderWithPage(<PartnerBlock rendering={rendering} fields={{}} params={{}} />, page)).toBe('');
    const edit = renderWithPage(<PartnerBlock rendering={rendering} fields={{}} params={{}} />, editPage);
    for (const label of ['[Headline]', '[Description]', '[Background image]']) expect(edit).toContain(label);
  });

  it('tolerates wrong field types', () => {
    const junk = { headline: 5, partners: [{ fields: 'x' }, null, 'y'], backgroundImage: 'x', cta: { value: 7 } };
    expect(() => renderWithPage(<PartnerBlock rendering={rendering} fields={junk} params={{}} />, page)).not.toThrow();
    expect(() => renderWithPage(<PartnerBlock rendering={rendering} fields={junk} params={{}} />, editPage)).not.toThrow();
  });
});
