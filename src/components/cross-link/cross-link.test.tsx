import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { crossLinkPlan } from './cross-link.rules.ts';
import CrossLink from './index.tsx';

const fields = {
  eyebrow: { value: 'Reports' },
  headline: { value: 'Read our annual report' },
  description: { value: '<p>Results and outlook.</p>' },
  image: { value: { src: '/-/media/ports-group/corporate/structure-reports.svg', alt: 'Reports', width: '1200', height: '800' } },
  cta: { value: { href: '/document-hub', text: 'Open the document hub' } },
  sectionId: { value: 'reports' },
};
const rendering = { componentName: 'CrossLink' };

describe('CrossLink (spec 003)', () => {
  it('plans what it shows and is empty without text or a call to action', () => {
    expect(crossLinkPlan(fields)).toMatchObject({ hasEyebrow: true, hasImage: true, isEmpty: false, cta: { visible: true } });
    expect(crossLinkPlan({ image: fields.image, eyebrow: fields.eyebrow }).isEmpty).toBe(true);
    expect(crossLinkPlan({ headline: 3, cta: 'x', image: [] }).hasImage).toBe(false);
  });

  it('renders eyebrow, h2 headline, description, image and the link', () => {
    const html = renderWithPage(<CrossLink rendering={rendering} fields={fields} params={{}} />, makePage(layoutWith({})));
    expect(html).toMatch(/<section[^>]*id="reports"[^>]*data-block="cross-link"/);
    expect(html).toMatch(/<h2[^>]*>Read our annual report<\/h2>/);
    expect(html).toContain('structure-reports.svg');
    expect(html).toMatch(/<a[^>]*href="\/document-hub"[^>]*>Open the document hub<\/a>/);
  });

  it('shows visitors nothing when empty, and editors the placeholders', () => {
    expect(renderWithPage(<CrossLink rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: false }))).toBe('');
    const html = renderWithPage(<CrossLink rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    for (const label of ['Eyebrow', 'Headline', 'Description', 'Call to action']) expect(html).toContain(label);
  });
});
