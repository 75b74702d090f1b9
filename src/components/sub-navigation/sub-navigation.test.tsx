// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { PageContext } from '../../app/page-context.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import SubNavigation from './index.tsx';

let reducedMotion = false;
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  await preloadIcons(['chevron-left', 'chevron-right', 'chevron-down']);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  reducedMotion = false;
});

const linkItem = (href: string, text: string, live = false) => ({
  id: `id-${href}-${text}`,
  name: text,
  fields: { link: { value: { href, text, linktype: 'internal' } }, showAsLive: { value: live }, highlightLink: { value: false } },
});
const port = (name: string, code: string, links: unknown[], isDefault = false) => ({
  id: `port-${name}`,
  name,
  fields: {
    port: { id: `p-${name}`, name, fields: { countryCode: { value: code }, portName: { value: name } } },
    defaultActivePortPage: { value: isDefault },
    links,
  },
});
const country = (name: string, code: string, links: unknown[]) => ({
  id: `country-${code}`,
  name,
  fields: {
    country: { id: `c-${code}`, fields: { countryName: { value: name }, name: { value: code } } },
    link: { value: { href: `/${name.toLowerCase()}` } },
    defaultActiveCountryPage: { value: false },
    countryLinks: links,
  },
});

const solutions = {
  sectionId: { value: 'solutions-navigation' },
  links: [linkItem('/solutions', 'Overview'), linkItem('/solutions/logistics', 'Logistics'), linkItem('/solutions/technology', 'Technology', true)],
};
const ports = {
  ports: [
    port('Jebel Ali', 'AE', [linkItem('/locations', 'Overview'), linkItem('/solutions/economic-zones', 'Free zone')], true),
    port('London Gateway', 'GB', [linkItem('/locations', 'Overview'), linkItem('/solutions/logistics', 'Rail and inland')]),
  ],
};
const countries = {
  countries: [
    country('Canada', 'CA', [linkItem('/solutions/logistics', 'Canadian logistics')]),
    country('India', 'IN', [linkItem('/solutions/marine-services', 'Indian marine services')]),
  ],
};

const page = (path: string, extra: Partial<PageContext> & { editing?: boolean } = {}) => makePage(layoutWith({}), { editing: false, path, ...extra });
const rendering = { componentName: 'SubNavigation' };

function mount(fields: Record<string, unknown>, ctx: PageContext) {
  return render(
    <PageProviders page={ctx}>
      <SubNavigation rendering={rendering} fields={fields} params={{}} />
    </PageProviders>,
  );
}
const linkTexts = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('SubNavigation on the server', () => {
  it('renders a labelled nav with the links, the section id and the active link marked', () => {
    const html = renderWithPage(<SubNavigation rendering={rendering} fields={solutions} params={{}} />, page('/Solutions/logistics'));
    expect(html).toMatch(/<div[^>]*id="solutions-navigation"[^>]*data-block="sub-navigation"/);
    expect(html).toMatch(/<nav[^>]*aria-label="In this section"/);
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/solutions\/logistics"|<a[^>]*href="\/solutions\/logistics"[^>]*aria-current="page"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('data-live="true"');
    // The arrows wait for a measurement in the browser.
    expect(html.match(/<button[^>]*hidden=""/g)).toHaveLength(2);
  });

  it('speaks Arabic on Arabic pages', () => {
    const html = renderWithPage(
      <SubNavigation rendering={rendering} fields={solutions} params={{}} />,
      page('/solutions', { language: 'ar', locale: 'ar', dir: 'rtl' }),
    );
    expect(html).toContain('aria-label="في هذا القسم"');
    expect(html).toContain('aria-label="تمرير الروابط إلى الأمام"');
  });

  it('shows editors the empty-links placeholder and visitors nothing', () => {
    expect(renderWithPage(<SubNavigation rendering={rendering} fields={{}} params={{}} />, page('/'))).toBe('');
    const html = renderWithPage(<SubNavigation rendering={rendering} fields={{ links: [] }} params={{}} />, page('/', { editing: true }));
    expect(html).toContain('0 links selected in Links Field | SubNavigation Component');
  });

  it('is not sticky in edit mode and survives junk', () => {
    const visitor = renderWithPage(<SubNavigation rendering={rendering} fields={solutions} params={{}} />, page('/'));
    const editor = renderWithPage(<SubNavigation rendering={rendering} fields={solutions} params={{}} />, page('/', { editing: true }));
    expect(visitor).not.toEqual(editor);
    for (const junk of [{ links: 'x' }, { ports: [null, 3] }, { countries: { value: {} }, sectionId: [] }]) {
      expect(() => renderWithPage(<SubNavigation rendering={rendering} fields={junk} params={{}} />, page('/'))).not.toThrow();
    }
  });
});

describe('SubNavigation in the browser (jsdom)', () => {
  it('starts on the default port and swaps the links when another port is chosen', async () => {
    mount(ports, page('/about'));
    expect(linkTexts()).toEqual(['Overview', 'Free zone']);
    // The list is a popover its toggle opens natively (jsdom has no Popover API: opening it by a
    // click is proven in Chromium, test/browser/sub-navigation.test.ts); the choice is made in it.
    expect(screen.getByRole('button', { expanded: false }).getAttribute('popovertarget')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /London Gateway/, hidden: true }));
    await waitFor(() => expect(linkTexts()).toEqual(['Overview', 'Rail and inland']), { timeout: 2000 });
  });

  it('fades for 300 ms before swapping, and swaps at once with reduced motion', async () => {
    mount(ports, page('/about'));
    act(() => {
      window.dispatchEvent(new window.CustomEvent('countryChange', { detail: { countryCode: 'gb' } }));
    });
    expect(within(screen.getByRole('navigation')).getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(linkTexts()).toEqual(['Overview', 'Free zone']);
    await waitFor(() => expect(linkTexts()).toEqual(['Overview', 'Rail and inland']), { timeout: 2000 });
    cleanup();
    reducedMotion = true;
    mount(ports, page('/about'));
    act(() => {
      window.dispatchEvent(new window.CustomEvent('countryNavigationChange', { detail: { countryCode: 'gb' } }));
    });
    await act(async () => {});
    expect(linkTexts()).toEqual(['Overview', 'Rail and inland']);
  });

  it('country mode follows countryChange, countryNavigationChange and storage events', async () => {
    reducedMotion = true;
    mount(countries, page('/about'));
    expect(linkTexts()).toEqual(['Canadian logistics']);
    act(() => {
      window.dispatchEvent(new window.CustomEvent('countryNavigationChange', { detail: { countryCode: 'in' } }));
    });
    await waitFor(() => expect(linkTexts()).toEqual(['Indian marine services']));
    act(() => {
      window.dispatchEvent(new window.CustomEvent('countryChange', { detail: { countryCode: 'ca' } }));
    });
    await waitFor(() => expect(linkTexts()).toEqual(['Canadian logistics']));
    act(() => {
      window.dispatchEvent(new window.StorageEvent('storage', { key: 'selectedCountry', newValue: 'in' }));
    });
    await waitFor(() => expect(linkTexts()).toEqual(['Indian marine services']));
  });

  it('country mode starts from the country remembered in session storage', async () => {
    reducedMotion = true;
    sessionStorage.setItem('selectedCountry', 'in');
    mount(countries, page('/about'));
    await waitFor(() => expect(linkTexts()).toEqual(['Indian marine services']));
  });

  it('scrolls with the arrow keys, physically (mirrored in Arabic)', () => {
    mount(solutions, page('/solutions', { language: 'ar', locale: 'ar', dir: 'rtl' }));
    const list = within(screen.getByRole('navigation')).getByRole('list');
    const scrollBy = vi.fn();
    Object.defineProperty(list, 'scrollBy', { value: scrollBy });
    Object.defineProperty(list, 'clientWidth', { value: 500 });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(scrollBy.mock.calls.map(([options]) => (options as { left: number }).left)).toEqual([-300, 300]);
  });
});
