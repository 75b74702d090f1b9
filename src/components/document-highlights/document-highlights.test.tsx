import { describe, expect, it } from 'vitest';
import DocumentHighlights from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

const type = (name: string) => ({ id: `t-${name}`, name, fields: {} });
const card = (n: number, cardType: string, extra: Record<string, unknown> = {}) => ({
  id: `d${n}`,
  name: `Doc ${n}`,
  fields: {
    headline: { value: `Document ${n}` },
    subHeadline: { value: `About document ${n}` },
    image: { value: { src: `/-/media/${n}.svg`, alt: `Cover ${n}`, width: '800', height: '500' } },
    link: { value: { href: `/-/media/ports-group/documents/doc-${n}.pdf`, text: '' } },
    documentCategory: { value: 'Logistics' },
    cardType: type(cardType),
    ...extra,
  },
});
const fields = (cards: unknown[]) => ({
  headline: { value: 'Reports and guides' },
  description: { value: '<p>Read our latest reports.</p>' },
  showDividerLine: { value: true },
  sectionId: { value: 'highlights' },
  cards,
});
const rendering = { componentName: 'DocumentHighlights' };
const en = makePage(layoutWith({}), { editing: false });

describe('DocumentHighlights', () => {
  it('renders each card type with its category colour, download and modal calls to action', () => {
    const cards = [
      card(1, 'FullImage', { isDownloadable: { value: true } }),
      card(2, 'Full Image', { documentCategory: { value: 'Economic zones' } }),
      card(3, 'SemiImage', { ctaModalId: { value: 'enquiry' }, ctaText: { value: 'Ask us' } }),
      card(4, 'NoImage', { documentCategory: { value: 'Marine services' } }),
      card(5, 'Other', { documentCategory: { value: 'Ports' } }),
      card(6, 'NoImage', { documentCategory: { value: '' } }),
    ];
    const html = renderWithPage(<DocumentHighlights rendering={rendering} fields={fields(cards)} params={{}} />, en);
    expect(html).toMatch(/<section[^>]*id="highlights"/);
    expect(html).toContain('<hr');
    expect(html).toMatch(/<h2[^>]*>Reports and guides<\/h2>/);
    expect(html.match(/data-card-type="FullImage"/g)).toHaveLength(2);
    expect(html.match(/data-card-type="SemiImage"/g)).toHaveLength(2);
    expect(html.match(/data-card-type="NoImage"/g)).toHaveLength(2);
    for (const colour of ['logistics', 'economic', 'marine', 'ports', 'default']) expect(html).toContain(`data-category-colour="${colour}"`);
    expect(html).toMatch(/<a[^>]*download="doc-1.pdf"[^>]*>Download Now/);
    expect(html).toMatch(/<button[^>]*data-modal-id="enquiry"[^>]*>Ask us/);
    expect(html).toMatch(/<a[^>]*href="\/-\/media\/ports-group\/documents\/doc-2.pdf"[^>]*>Learn more/);
    // NoImage cards carry no image.
    expect(html.match(/<img/g)).toHaveLength(4);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<button[^>]*aria-label="Previous"[^>]*disabled=""/);
  });

  it('shows every card in a grid without buttons in edit mode', () => {
    const cards = Array.from({ length: 7 }, (_, i) => card(i + 1, 'SemiImage'));
    const html = renderWithPage(<DocumentHighlights rendering={rendering} fields={fields(cards)} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(html.match(/data-card-type=/g)).toHaveLength(7);
    expect(html).not.toContain('aria-roledescription="carousel"');
    expect(html).not.toContain('aria-label="Next"');
  });

  it('renders nothing for visitors without cards or texts, and survives junk fields', () => {
    expect(renderWithPage(<DocumentHighlights rendering={rendering} fields={{}} params={{}} />, en)).toBe('');
    expect(renderWithPage(<DocumentHighlights rendering={rendering} fields={{ cards: 'x', headline: { value: {} } }} params={{}} />, en)).toBe('');
  });
});
