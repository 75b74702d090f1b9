import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import AnchorBar from './index.tsx';
import { EMPTY_LINKS_MESSAGE } from './anchor-bar.rules.ts';

const item = (anchorId: string, anchorTitle: string, highlight = false) => ({
  id: `id-${anchorId}`,
  name: anchorId,
  fields: { anchorId: { value: anchorId }, anchorTitle: { value: anchorTitle }, highlightAnchorTitle: { value: highlight } },
});
const fields = { sectionId: { value: 'on-this-page' }, links: [item('overview', 'Overview'), item('', 'Skipped'), item('contact', 'Contact us', true)] };
const rendering = { componentName: 'AnchorBar' };

describe('AnchorBar on the server', () => {
  it('renders a labelled nav of in-page links with the section id, no active link and hidden arrows', () => {
    const html = renderWithPage(<AnchorBar rendering={rendering} fields={fields} params={{}} />, makePage(layoutWith({})));
    expect(html).toMatch(/<div[^>]*id="on-this-page"[^>]*data-block="anchor-bar"/);
    expect(html).toMatch(/<nav[^>]*aria-label="On this page"/);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toContain('href="#overview"');
    expect(html).not.toContain('Skipped');
    expect(html).toMatch(/<a[^>]*data-highlight="true"[^>]*>Contact us<\/a>|<a[^>]*href="#contact"[^>]*data-highlight="true"/);
    expect(html).not.toContain('aria-current');
    expect(html.match(/<button[^>]*hidden=""/g)).toHaveLength(2);
  });

  it('shows editors the empty-links notice and visitors nothing', () => {
    expect(
      renderWithPage(<AnchorBar rendering={rendering} fields={{ links: [item('', 'x')] }} params={{}} />, makePage(layoutWith({}), { editing: false })),
    ).toBe('');
    const html = renderWithPage(<AnchorBar rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(html).toContain(EMPTY_LINKS_MESSAGE);
  });
});
