// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { ComponentRendering } from '../../cms/types.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import { iconNames } from '../../ui/icon-names.ts';
import Header from './index.tsx';
import { island } from './island.ts';
import { islandRendering } from '../../app/island.ts';

const contentDir = join(import.meta.dirname, '..', '..', '..', 'content', 'sites', 'ports-group');
const sample = (lang: 'en' | 'ar') =>
  (JSON.parse(readFileSync(join(contentDir, lang, 'partials', 'headless-header.json'), 'utf8')) as ComponentRendering[])[0]!;

const en = sample('en');
const ar = sample('ar');
const page = (routeFields: Record<string, unknown> = {}, language: 'en' | 'ar' = 'en') => {
  const layout = layoutWith({});
  layout.sitecore.route!.fields = routeFields as never;
  return makePage(layout, { editing: false, language, locale: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
};
const props = (rendering: ComponentRendering, fields = rendering.fields as Record<string, unknown>, params: Record<string, string> = {}) => ({
  rendering,
  fields,
  params,
});

beforeAll(async () => {
  await preloadIcons(iconNames);
});
afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

describe('Header (server render)', () => {
  it.each([
    ['en', '/'],
    ['en', '/solutions/logistics'],
    ['ar', '/ar/about'],
  ] as const)('renders the same markup from its island’s compact fields (%s, %s)', (language, path) => {
    const rendering = language === 'en' ? en : ar;
    const compact = islandRendering(rendering, island, false);
    expect(JSON.stringify(compact.fields).length).toBeLessThan(JSON.stringify(rendering.fields).length / 2);
    const at = { ...page({}, language), path };
    expect(renderWithPage(<Header {...props(compact)} />, at)).toBe(renderWithPage(<Header {...props(rendering)} />, at));
    // Edit mode keeps the CMS's fields.
    expect(islandRendering(rendering, island, true)).toBe(rendering);
  });

  it('renders the sample header with its mega menus, corrected label and disabled search', () => {
    const html = renderWithPage(<Header {...props(en)} />, page());
    expect(html).toContain('data-block="header"');
    expect(html).toContain('logo-dark.svg');
    expect(html).toContain('News &amp; Events');
    expect(html).not.toContain('Ebents');
    expect(html).toMatch(/aria-expanded="false" aria-controls="[^"]+-menu"/);
    expect(html).toContain('Working at Meridian');
    expect(html).toContain('A message from our chairman');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Search"/);
  });

  it('uses the light logo on a dark header (route field or rendering parameter)', () => {
    expect(renderWithPage(<Header {...props(en)} />, page({ headerTheme: { value: 'dark' } }))).toContain('logo-light.svg');
    expect(renderWithPage(<Header {...props(en, en.fields as Record<string, unknown>, { HeaderTheme: 'dark' })} />, page())).toContain('logo-light.svg');
  });

  it('renders nothing without a logo, and survives missing fields', () => {
    const fields = { ...(en.fields as Record<string, unknown>), logoLight: null, logoDark: { value: {} } };
    expect(renderWithPage(<Header {...props(en, fields)} />, page())).toBe('');
    const bare = { logoDark: (en.fields as Record<string, unknown>).logoDark };
    expect(renderWithPage(<Header {...props(en, bare)} />, page())).toContain('data-block="header"');
  });

  it('renders the Arabic sample with Arabic wording', () => {
    const html = renderWithPage(<Header {...props(ar)} />, page({}, 'ar'));
    expect(html).toContain('الحلول');
    expect(html).toContain('القائمة الرئيسية');
    expect(html).toContain('اتصل بنا');
  });
});

function mount(rendering = en, fields = rendering.fields as Record<string, unknown>) {
  const ctx = page();
  return render(
    <PageProviders page={ctx}>
      <div id="outside">outside</div>
      <Header {...props(rendering, fields)} />
    </PageProviders>,
  );
}

describe('Header (in the browser)', () => {
  it('keeps one mega menu open at a time; outside click, Escape and popstate close it', () => {
    mount();
    const solutions = document.querySelector<HTMLButtonElement>('nav button[aria-controls$="-menu"]')!;
    expect(solutions.textContent).toBe('Solutions');
    const company = document.querySelectorAll<HTMLButtonElement>('nav button[aria-controls$="-menu"]')[2]!;
    const solutionsPanel = document.getElementById(solutions.getAttribute('aria-controls')!)!;
    fireEvent.click(solutions);
    expect(solutions.getAttribute('aria-expanded')).toBe('true');
    expect(solutionsPanel.hidden).toBe(false);
    fireEvent.click(company);
    expect(solutions.getAttribute('aria-expanded')).toBe('false');
    expect(company.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerDown(document.getElementById('outside')!);
    expect(company.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(solutions);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(solutions.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(solutions);

    fireEvent.click(solutions);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(solutions.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the mobile menu, locks scrolling and restores it on close and unmount', () => {
    document.body.style.overflow = 'scroll';
    const view = mount();
    const toggle = document.getElementById('site-header-menu-toggle')!;
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(menu.hidden).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(toggle);
    expect(document.body.style.overflow).toBe('scroll');
    fireEvent.click(toggle);
    view.unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('expands one accordion section at a time', () => {
    mount();
    fireEvent.click(document.getElementById('site-header-menu-toggle')!);
    const sections = Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-controls$="-mobile-section"]'));
    expect(sections.length).toBe(3);
    fireEvent.click(sections[0]!);
    expect(sections[0]!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(sections[1]!);
    expect(sections[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(sections[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(sections[1]!.getAttribute('aria-controls')!)!.hidden).toBe(false);
  });

  it('shows the contact entry only with a contact link, with the default text', () => {
    const fields = en.fields as Record<string, unknown>;
    mount(en, { ...fields, contactLink: { value: { href: '/contact' } } });
    expect(screen.getByText('Contact Us').closest('a')?.getAttribute('href')).toBe('/contact');
    cleanup();
    mount(en, { ...fields, contactLink: { value: { href: '' } } });
    expect(screen.queryByText('Contact Us')).toBeNull();
  });

  it('opens the country overlay from Locations; Back returns to the menu, Close closes all', () => {
    mount();
    fireEvent.click(document.getElementById('site-header-menu-toggle')!);
    fireEvent.click(document.getElementById('site-header-locations')!);
    const overlay = document.querySelector<HTMLElement>('[data-selector-overlay]')!;
    expect(overlay.hidden).toBe(false);
    expect(overlay.textContent).toContain('United Arab Emirates');
    const overlayButtons = overlay.querySelectorAll('button');
    fireEvent.click(overlayButtons[0]!); // Back
    expect(overlay.hidden).toBe(true);
    expect(document.getElementById('site-header-mobile-menu')!.hidden).toBe(false);
    fireEvent.click(document.getElementById('site-header-locations')!);
    fireEvent.click(overlay.querySelectorAll('button')[1]!); // Close
    expect(document.getElementById('site-header-mobile-menu')!.hidden).toBe(true);
    expect(document.body.style.overflow).toBe('');
  });
});
