// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect(html).toContain('Working at Meridian');
    expect(html).toContain('A message from our chairman');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Search"/);
  });

  it('writes its menus as popovers, popovertarget buttons and exclusive details, with no aria-expanded', () => {
    const html = renderWithPage(<Header {...props(en)} />, page());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // No aria-expanded anywhere: a popovertarget button exposes its state natively, details too.
    expect(html).not.toContain('aria-expanded');
    // The hamburger opens the mobile menu, an auto popover; both names are there, CSS shows one.
    const toggle = doc.getElementById('site-header-menu-toggle')!;
    expect(toggle.getAttribute('popovertarget')).toBe('site-header-mobile-menu');
    expect(doc.getElementById('site-header-mobile-menu')!.getAttribute('popover')).toBe('auto');
    expect(toggle.querySelector('[data-when-closed]')!.textContent).toBe('Open menu');
    expect(toggle.querySelector('[data-when-open]')!.textContent).toBe('Close menu');
    // Scrolling is locked by CSS while the menu is open, below the desktop breakpoint: a rule of
    // the panel's own styles (a style element in the body would be invalid HTML).
    expect(doc.querySelector('style')).toBeNull();
    const panelClass = doc.getElementById('site-header-mobile-menu')!.classList[1]!;
    const css = [...document.querySelectorAll('style[data-styled]')].map((tag) => tag.textContent).join('');
    expect(css).toMatch(new RegExp(String.raw`@media \(max-width: [\d.]+px\)\{:root:has\(\.${panelClass}:popover-open\)\{overflow:hidden;\}\}`));
    // Each mega menu is an auto popover right after its toggle.
    const megaToggles = Array.from(doc.querySelector('nav')!.querySelectorAll('button[popovertarget]'));
    expect(megaToggles.map((button) => button.textContent)).toEqual(['Solutions', 'Tools & Resources', 'Our Company']);
    for (const button of megaToggles) {
      const panel = doc.getElementById(button.getAttribute('popovertarget')!)!;
      expect(panel.getAttribute('popover')).toBe('auto');
      expect(button.nextElementSibling).toBe(panel);
      expect(button.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
    }
    // The accordion: one details per section, all of one name (one open at a time), none open.
    const sections = Array.from(doc.querySelectorAll('#site-header-mobile-menu details'));
    expect(sections).toHaveLength(3);
    expect(new Set(sections.map((details) => details.getAttribute('name')))).toEqual(new Set(['site-header-mobile-sections']));
    expect(sections.some((details) => details.hasAttribute('open'))).toBe(false);
    expect(sections.every((details) => details.firstElementChild?.tagName === 'SUMMARY' && details.querySelectorAll('a[href]').length > 0)).toBe(true);
  });

  it('writes the Locations and Languages overlays as popovers nested in the menu, the countries in them', () => {
    const doc = new DOMParser().parseFromString(renderWithPage(<Header {...props(en)} />, page()), 'text/html');
    const menu = doc.getElementById('site-header-mobile-menu')!;
    for (const [entry, overlayId] of [
      ['site-header-locations', 'site-header-country-overlay'],
      ['site-header-languages', 'site-header-language-overlay'],
    ] as const) {
      expect(doc.getElementById(entry)!.getAttribute('popovertarget')).toBe(overlayId);
      const overlay = doc.getElementById(overlayId)!;
      expect(menu.contains(overlay)).toBe(true);
      expect(overlay.getAttribute('popover')).toBe('auto');
      expect(overlay.getAttribute('role')).toBe('dialog');
      // Back hides the overlay; Close hides the menu, and the overlay nested in it.
      const back = overlay.querySelector('[data-selector-back]')!;
      expect([back.getAttribute('popovertarget'), back.getAttribute('popovertargetaction')]).toEqual([overlayId, 'hide']);
      const close = overlay.querySelector('[data-selector-close]')!;
      expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual(['site-header-mobile-menu', 'hide']);
    }
    // The sample's 14 countries are in the markup from the start, links but the disabled ones; the current one autofocused.
    const countries = doc.querySelectorAll('#site-header-country-overlay [data-selector-item]');
    expect(countries).toHaveLength(14);
    expect(doc.querySelector('#site-header-country-overlay [data-country="ae"]')!.getAttribute('href')).toBeTruthy();
    expect(doc.querySelector('#site-header-country-overlay [aria-current="true"]')!.hasAttribute('autofocus')).toBe(true);
    expect(doc.querySelectorAll('#site-header-language-overlay a[hreflang]')).toHaveLength(2);
    // The desktop dropdowns: popovers their toggles open, each with the same lists.
    for (const kind of ['country', 'language']) {
      const toggle = doc.querySelector(`[data-${kind}-dropdown] > button`)!;
      const popover = doc.getElementById(toggle.getAttribute('popovertarget')!)!;
      expect(popover.getAttribute('popover')).toBe('auto');
      expect(popover.querySelector(`#${toggle.getAttribute('aria-controls')}`)).not.toBeNull();
    }
    expect(doc.querySelectorAll('[data-country-dropdown] [data-selector-item]')).toHaveLength(14);
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
  it('hydrates the server markup without a warning, then writes aria-expanded from the popovers (closed here)', async () => {
    const ctx = page();
    const html = renderWithPage(<Header {...props(en)} />, ctx);
    const container = document.createElement('div');
    container.innerHTML = html.replace(/<style[^>]*data-styled[^>]*>[\s\S]*?<\/style>/g, '');
    document.body.append(container);
    // jsdom lacks the standard `autofocus` property React's hydration check reads: reflect the attribute.
    const hadAutofocus = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'autofocus');
    if (!hadAutofocus) {
      Object.defineProperty(HTMLElement.prototype, 'autofocus', {
        configurable: true,
        get(this: HTMLElement) {
          return this.hasAttribute('autofocus');
        },
      });
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <PageProviders page={ctx}>
          <Header {...props(en)} />
        </PageProviders>,
      );
    });
    const logged = errors.mock.calls.map((call) => call.map(String).join(' '));
    errors.mockRestore();
    if (!hadAutofocus) delete (HTMLElement.prototype as { autofocus?: boolean }).autofocus;
    expect(logged).toEqual([]);
    // jsdom has no Popover API: every popover reads as closed once mounted.
    expect(document.getElementById('site-header-menu-toggle')!.getAttribute('aria-expanded')).toBe('false');
    expect(Array.from(container.querySelector('nav')!.querySelectorAll('button[popovertarget]')).map((button) => button.getAttribute('aria-expanded'))).toEqual(
      ['false', 'false', 'false'],
    );
    expect(document.getElementById('site-header-locations')!.getAttribute('aria-expanded')).toBe('false');
    act(() => root!.unmount());
    container.remove();
  });

  it('shows the contact entry only with a contact link, with the default text', () => {
    const fields = en.fields as Record<string, unknown>;
    mount(en, { ...fields, contactLink: { value: { href: '/contact' } } });
    expect(screen.getByText('Contact Us').closest('a')?.getAttribute('href')).toBe('/contact');
    cleanup();
    mount(en, { ...fields, contactLink: { value: { href: '' } } });
    expect(screen.queryByText('Contact Us')).toBeNull();
  });
});
