import { describe, expect, it } from 'vitest';
import { makePage, renderWithPage } from '../../app/testing.tsx';
import type { LayoutServiceData } from '../../cms/types.ts';
import ArticleBody from './index.tsx';

const layoutOf = (fields: Record<string, unknown>): LayoutServiceData => ({
  sitecore: { context: { pageEditing: false, pageState: 'normal', language: 'en' }, route: { name: 'a', fields: fields as never, placeholders: {} } },
});
const render = (route: Record<string, unknown>, fields: Record<string, unknown> = {}, editing = false) =>
  renderWithPage(<ArticleBody rendering={{ componentName: 'ArticleBody' }} fields={fields} params={{}} />, makePage(layoutOf(route), { editing }));

describe('ArticleBody', () => {
  it("renders the route's content rich text, under an optional headline", () => {
    const html = render({ content: { value: '<p>Ports are changing.</p><h2>What worked</h2>' } }, { headline: { value: 'The story' } });
    expect(html).toContain('<p>Ports are changing.</p><h2>What worked</h2>');
    expect(html).toMatch(/<h2[^>]*>The story<\/h2>/);
  });
  it('renders nothing for visitors without content, a placeholder for editors, and survives wrong types', () => {
    expect(render({})).toBe('');
    expect(render({ content: { value: ['x'] } })).toBe('');
    expect(render({}, {}, true)).toContain('[Content]');
  });
});
