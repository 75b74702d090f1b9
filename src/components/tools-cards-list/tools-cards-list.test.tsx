// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockDataSource } from '../../app/block-data.tsx';
import { makePage, renderWithPage } from '../../app/testing.tsx';
import type { LayoutServiceData } from '../../cms/types.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import ToolsCardsList from './index.tsx';
import type { ToolCard } from './tools-cards-list.rules.ts';

const tag = (name: string, label: string) => ({ id: `id-${name}`, name, label });
const cards: ToolCard[] = Array.from({ length: 14 }, (_, i) => ({
  id: `tool-${i}`,
  url: i === 0 ? 'https://schedule.example' : `/tools/${i}`,
  newTab: i === 0,
  name: `Tool name ${i}`,
  designation: `What tool ${i} does`,
  country: [i % 2 ? tag('india', 'India') : tag('egypt', 'Egypt')],
  port: [tag('sokhna', 'Sokhna')],
}));
const fields = {
  headline: { value: 'Digital tools' },
  description: { value: 'For our customers' },
  numberOfCardsDesktop: { value: 12 },
  numberOfCardsMobile: { value: 4 },
  filtersToBeShown: [
    { id: 'f1', name: 'Country', fields: { filterType: { value: 'country' }, filterNameToDisplay: { value: 'Country' } } },
    { id: 'f2', name: 'Function', fields: { filterType: { value: 'function' }, filterNameToDisplay: { value: 'Function' } } },
  ],
  sectionId: { value: 'tools' },
};
const rendering = { componentName: 'ToolsCardsList', uid: 'u1', dataSource: '/sitecore/content/ports-group/Data/Tools' };
const data = (value: { cards: ToolCard[]; failed: boolean }): BlockDataSource => ({ read: () => ({ ok: true, value }) });
const layout = (editing: boolean): LayoutServiceData => ({
  sitecore: {
    context: { pageEditing: editing, pageState: editing ? 'edit' : 'normal', language: 'en' },
    route: { name: 'tools-and-apps', fields: {}, placeholders: {} },
  },
});
const render = (value: { cards: ToolCard[]; failed: boolean }, editing = false) =>
  renderWithPage(
    <ToolsCardsList rendering={rendering} fields={fields} params={{}} />,
    makePage(layout(editing), { locale: 'default', path: '/tools-and-apps' }),
    { blockData: data(value) },
  );
const cardIds = (html: string) => [...html.matchAll(/data-tool-card="(tool-\d+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  await preloadIcons(['chevron-down', 'close']);
});

describe('ToolsCardsList', () => {
  it('renders the desktop page, marks the cards past the mobile page and offers load more', () => {
    const html = render({ cards, failed: false });
    expect(html).toContain('id="tools"');
    expect(cardIds(html)).toEqual(cards.slice(0, 12).map((c) => c.id));
    expect(html.match(/data-beyond-mobile-page=""/g)).toHaveLength(8);
    expect(html).toContain('data-load-more=""');
    expect(html).toContain('data-filter-dropdown="country"');
    // A filter type without tags on the items does not count (spec 002 section 5).
    expect(html).not.toContain('data-filter-dropdown="function"');
  });

  it("links each card with 'View details for' and the title, and marks a new tab", () => {
    const html = render({ cards, failed: false });
    expect(html).toMatch(
      /<a href="https:\/\/schedule.example" target="_blank" rel="noopener noreferrer"><span[^>]*>View details for <\/span>Tool name 0<span[^>]*> \(Opens in a new tab\)<\/span><\/a>/,
    );
    expect(html).toMatch(/<a href="\/tools\/1"><span[^>]*>View details for <\/span>Tool name 1<\/a>/);
  });

  it('shows every card and no load more in edit mode', () => {
    const html = render({ cards, failed: false }, true);
    expect(cardIds(html)).toHaveLength(14);
    expect(html).not.toContain('data-load-more');
  });

  it('shows the noToolsFound text and no filters when the tools could not be loaded; editors get a note', () => {
    const visitor = render({ cards: [], failed: true });
    expect(visitor).toContain('No tools match your current filter criteria. Please try different filters.');
    expect(visitor).not.toContain('data-filters');
    expect(visitor).not.toContain('could not be loaded');
    expect(visitor).not.toContain('No active filter types found');
    expect(render({ cards: [], failed: true }, true)).toContain('The tools could not be loaded from the CMS');
  });
});
