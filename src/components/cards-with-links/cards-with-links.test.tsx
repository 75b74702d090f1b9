// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { hasMore, visibleCount } from './cards-with-links.rules.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import CardsWithLinks from './index.tsx';

const card = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `c${i}`,
  name: `c${i}`,
  fields: {
    image: { value: { src: `/-/media/${i}.svg`, alt: `Image ${i}` } },
    headline: { value: `Card ${i}` },
    description: { value: `<p>About ${i}</p>` },
    link: { value: { href: `/solutions/${i}`, text: `Open ${i}` } },
    ...extra,
  },
});
const fields = { headline: { value: 'Explore' }, cards: Array.from({ length: 8 }, (_, i) => card(i + 1)) };
const rendering = { componentName: 'CardsWithLinks' };
const page = makePage(layoutWith({}));

beforeAll(() => preloadIcons(['arrow-right']));
afterEach(cleanup);

describe('cards with links rules (spec 001 sections 4 and 9)', () => {
  it('shows 3, then 3 more per load, never more than there are', () => {
    expect(visibleCount(8, 0)).toBe(3);
    expect(visibleCount(8, 1)).toBe(6);
    expect(visibleCount(8, 2)).toBe(8);
    expect(visibleCount(2, 0)).toBe(2);
    expect(visibleCount(Number.NaN, 1)).toBe(0);
    expect(hasMore(8, 1)).toBe(true);
    expect(hasMore(8, 2)).toBe(false);
    expect(hasMore(3, 0)).toBe(false);
  });
});

describe('CardsWithLinks', () => {
  it('renders every card (crawlers see all), marking those past 3 hidden on mobile, with Load more', () => {
    const html = renderWithPage(<CardsWithLinks rendering={rendering} fields={fields} params={{}} />, page);
    expect(html.match(/data-feature-card=""/g)).toHaveLength(8);
    expect(html.match(/data-hidden-on-mobile="true"/g)).toHaveLength(5);
    expect(html).toContain('href="/solutions/4"');
    expect(html).toContain('data-load-more=""');
  });
  it('adds 3 per Load more until all show, then the button goes', () => {
    const { container } = render(
      <PageProviders page={page}>
        <CardsWithLinks rendering={rendering} fields={fields} params={{}} />
      </PageProviders>,
    );
    const hidden = () => container.querySelectorAll('[data-hidden-on-mobile="true"]').length;
    act(() => {
      fireEvent.click(container.querySelector('[data-load-more]')!);
    });
    expect(hidden()).toBe(2);
    act(() => {
      fireEvent.click(container.querySelector('[data-load-more]')!);
    });
    expect(hidden()).toBe(0);
    expect(container.querySelector('[data-load-more]')).toBeNull();
  });
  it('drops empty cards for visitors, survives wrong types, and shows editors every card', () => {
    const odd = { cards: [card(1), { id: 'x', fields: { headline: { value: '' } } }, 'junk', card(2, { link: { value: 'nope' } })] };
    const html = renderWithPage(<CardsWithLinks rendering={rendering} fields={odd} params={{}} />, page);
    expect(html.match(/data-feature-card=""/g)).toHaveLength(2);
    expect(html).not.toContain('data-load-more');
    expect(renderWithPage(<CardsWithLinks rendering={rendering} fields={{ cards: 5 }} params={{}} />, page)).toBe('');
    const edit = renderWithPage(<CardsWithLinks rendering={rendering} fields={odd} params={{}} />, makePage(layoutWith({}), { editing: true }));
    expect(edit.match(/data-feature-card=""/g)).toHaveLength(3);
    expect(edit).toContain('[Headline]');
  });
});
