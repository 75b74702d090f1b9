import { describe, expect, it } from 'vitest';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import DigitalWall from './index.tsx';

/**
 * The wall as the server renders it (and hydration renders it first): the section's fields and the
 * loading state, never the list (fetched and shuffled in the browser); edit mode shows the spec's
 * placeholder text instead of the wall.
 */
const rendering = { componentName: 'DigitalWall' };
const fields = {
  headline: { value: 'Voices from our ports' },
  description: { value: 'Colleagues share what their work means to them.' },
  cta: { value: { href: '/about', text: 'Discover our values', linktype: 'internal' } },
  sectionId: { value: 'voices' },
};
const en = makePage(layoutWith({}), { editing: false });
const ar = makePage(layoutWith({}), {
  editing: false,
  language: 'ar',
  locale: 'ar',
  dir: 'rtl',
  dictionary: { DigitalWallLoading: 'جارٍ تحميل عناصر الجدار...' },
});

describe('DigitalWall on the server', () => {
  it('renders the heading, description, call to action and the loading state', () => {
    const html = renderWithPage(<DigitalWall rendering={rendering} fields={fields} params={{}} />, en);
    expect(html).toContain('id="voices"');
    expect(html).toContain('Voices from our ports');
    expect(html).toContain('Colleagues share what their work means to them.');
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>Discover our values/);
    expect(html).toMatch(/role="status"[^>]*data-wall-state="loading"[^>]*>Loading wall items\.\.\.</);
    expect(html).not.toContain('Digital Wall items will appear here');
  });

  it('uses the dictionary for its texts and survives missing fields', () => {
    expect(renderWithPage(<DigitalWall rendering={rendering} fields={fields} params={{}} />, ar)).toContain('جارٍ تحميل عناصر الجدار...');
    const bare = renderWithPage(<DigitalWall rendering={rendering} fields={{ headline: { value: { wrong: true } }, cta: null }} params={{}} />, en);
    expect(bare).toContain('aria-label="Our people"');
    expect(bare).toContain('Loading wall items...');
    expect(bare).not.toContain('<h2');
  });

  it("shows 'Digital Wall items will appear here' in edit mode, with the fields editable", () => {
    const html = renderWithPage(<DigitalWall rendering={rendering} fields={{}} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(html).toContain('Digital Wall items will appear here');
    expect(html).not.toContain('Loading wall items...');
    expect(html).toContain('Headline');
  });
});
