import { beforeAll, describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../../ui/Icon.tsx';
import BenefitsHighlight from './index.tsx';

const card = (i: number) => ({
  id: `b${i}`,
  fields: {
    image: { value: { src: `/-/media/${i}.svg`, alt: `Benefit ${i}` } },
    headline: { value: `Benefit ${i}` },
    description: { value: `<p>Why ${i}</p>` },
    cta: { value: { href: `/solutions/${i}`, text: `More on ${i}` } },
  },
});
const render = (fields: Record<string, unknown>, params: Record<string, string> = {}, editing = false) =>
  renderWithPage(
    <BenefitsHighlight rendering={{ componentName: 'BenefitsHighlight' }} fields={fields} params={params} />,
    makePage(layoutWith({}), { editing }),
  );
beforeAll(() => preloadIcons(['arrow-right']));

describe('BenefitsHighlight', () => {
  it('renders each card with image, headline, description and cta, the divider line and the section id', () => {
    const html = render({ showDividerLine: { value: true }, sectionId: { value: 'benefits' }, cards: [card(1), card(2), card(3)] });
    expect(html).toMatch(/<section[^>]*id="benefits"/);
    expect(html).toContain('data-divider=""');
    expect(html.match(/data-feature-card=""/g)).toHaveLength(3);
    expect(html).toMatch(/<a[^>]*href="\/solutions\/2"[^>]*>More on 2/);
    expect(html).toContain('alt="Benefit 3"');
  });
  it('has no divider unless asked, nothing without cards, and placeholders for editors', () => {
    expect(render({ cards: [card(1)] })).not.toContain('data-divider');
    expect(render({ cards: 'x', showDividerLine: { value: true } })).toBe('');
    const edit = render({ cards: [{ id: 'e', fields: {} }] }, {}, true);
    for (const label of ['[Card headline]', '[Card description]', '[Card link]', '[Card image]']) expect(edit).toContain(label);
  });
});
