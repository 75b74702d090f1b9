import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { clipPathFor, contentAlignmentOf, cutSideFor, diagonalContentPlan } from './diagonal-content.rules.ts';
import DiagonalContent from './index.tsx';

const fields = {
  eyebrow: { value: 'Decarbonisation' },
  headline: { value: 'Electric terminals' },
  highlightText: { value: '42% less carbon per container since 2019' },
  bodyTitle: { value: 'How we get there' },
  bodyText: { value: '<p>Shore power and electric cranes.</p>' },
  image: { value: { src: '/-/media/ports-group/corporate/structure-terminal.svg', alt: 'Terminal', width: '1200', height: '900' } },
  cta: { value: { href: '/solutions', text: 'Our solutions' } },
  contentAlignment: { value: 'Right' },
};
const rendering = { componentName: 'DiagonalContent' };

describe('DiagonalContent rules (spec 003)', () => {
  it('reads contentAlignment as text or a droplink item, Left by default', () => {
    expect(contentAlignmentOf({ value: 'Right' })).toBe('right');
    expect(contentAlignmentOf({ value: ' right ' })).toBe('right');
    expect(contentAlignmentOf({ id: 'x', name: 'Right', fields: {} })).toBe('right');
    expect(contentAlignmentOf({ value: { id: 'x', displayName: 'Right' } })).toBe('right');
    expect(contentAlignmentOf({ id: 'x', name: 'alignment', fields: { value: { value: 'Right' } } })).toBe('right');
    expect(contentAlignmentOf({ value: 'Left' })).toBe('left');
    expect(contentAlignmentOf(undefined)).toBe('left');
    expect(contentAlignmentOf({ value: 'Centre' })).toBe('left');
  });

  it('cuts the image on the side facing the text, mirrored in right-to-left', () => {
    expect(cutSideFor('left', 'ltr')).toBe('left');
    expect(cutSideFor('right', 'ltr')).toBe('right');
    expect(cutSideFor('left', 'rtl')).toBe('right');
    expect(cutSideFor('right', 'rtl')).toBe('left');
    expect(clipPathFor('left')).toMatch(/^polygon\(14% 0,/);
    expect(clipPathFor('right')).toContain('calc(100% - 14%) 100%');
  });

  it('is empty with nothing to show', () => {
    expect(diagonalContentPlan({ eyebrow: fields.eyebrow }).isEmpty).toBe(true);
    expect(diagonalContentPlan(fields).isEmpty).toBe(false);
  });
});

describe('DiagonalContent on the server', () => {
  it('renders every field in order with the alignment', () => {
    const html = renderWithPage(
      <DiagonalContent rendering={rendering} fields={{ ...fields, sectionId: { value: 'terminals' } }} params={{}} />,
      makePage(layoutWith({})),
    );
    expect(html).toMatch(/<section[^>]*id="terminals"[^>]*data-block="diagonal-content"[^>]*data-alignment="right"/);
    const order = ['Decarbonisation', 'Electric terminals', '42% less carbon', 'How we get there', 'Shore power', 'Our solutions', 'structure-terminal.svg'];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toMatch(/<h2[^>]*>Electric terminals<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>How we get there<\/h3>/);
  });

  it('shows visitors nothing when empty, and editors the placeholders', () => {
    expect(renderWithPage(<DiagonalContent rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: false }))).toBe('');
    const html = renderWithPage(<DiagonalContent rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    for (const label of ['Headline', 'Highlight text', 'Body title', 'Body text', 'Call to action']) expect(html).toContain(label);
  });
});
