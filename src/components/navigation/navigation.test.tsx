// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { ComponentRendering } from '../../cms/types.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import Navigation from './index.tsx';

/** The fixture's navigation rendering (headlessSxa.json), with a second root item added. */
const items = [
  {
    Id: 'home',
    Styles: ['level0', 'submenu', 'active'],
    Href: '/',
    Querystring: '',
    NavigationTitle: { value: 'Home', editable: '<span class="scWebEditInput">Home</span>' },
    Children: [
      { Id: 'about', Styles: ['level1'], Href: '/About', Querystring: '', NavigationTitle: { value: 'About', editable: 'About' } },
      { Id: 'partner', Styles: ['level1'], Href: 'https://partner.example.org/', NavigationTitle: { value: 'Partner portal' } },
    ],
  },
  { Id: 'news', Styles: ['level0'], Href: '/news', Title: { value: 'News' } },
];
const rendering = (fields: unknown = items): ComponentRendering => ({ uid: 'n1', componentName: 'Navigation', fields: fields as never });
const styles = 'position-right navigation-horizontal';
const pageAt = (path: string, editing = false, language: 'en' | 'ar' = 'en') =>
  makePage(layoutWith({}), { editing, path, language, locale: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
const html = (fields: unknown = items, path = '/', editing = false, params: Record<string, string> = { Styles: styles }) =>
  renderWithPage(<Navigation rendering={rendering(fields)} fields={{}} params={params} />, pageAt(path, editing));

/** The opening tag of the link to `href`, whatever the attribute order. */
const anchor = (out: string, href: string) => new RegExp(`<a[^>]*href="${href.replace(/[/.]/g, '\\$&')}"[^>]*>`).exec(out)?.[0] ?? '';

beforeAll(() => preloadIcons(['menu', 'close', 'chevron-down']));
afterEach(cleanup);

/** The CSS styled-components collected for one render. */
function stylesOf(params: Record<string, string>): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <PageProviders page={pageAt('/')}>
          <Navigation rendering={rendering()} fields={{}} params={params} />
        </PageProviders>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('Navigation (server render)', () => {
  it('reads the band colours, so the menu stays readable in a dark container; a dropdown card resets them', () => {
    const css = stylesOf({ Styles: styles });
    // Links, the chevron buttons: the band's text colour; the current page, the trail, the toggle: its link colour.
    expect(css).toMatch(/[;{]color:var\(--surface-text,/);
    expect(css.match(/[;{]color:var\(--surface-link,/g)?.length).toBeGreaterThanOrEqual(3);
    expect(css).toContain('--surface-text:initial;');
    expect(css).toContain('--surface-link:initial;');
  });

  it('takes the cells its GridParameters give it in an SXA row, BLOCK_SPACE room, and the shared id rule', () => {
    const css = stylesOf({ Styles: styles, GridParameters: 'col-12 col-lg-4' });
    expect(css).toMatch(/@media \(min-width: ?1025px\)\{[^}]*\{grid-column:auto\/span 4;/);
    expect(css).toContain('padding-block:var(--block-space,');
    expect(stylesOf({ Styles: styles })).not.toContain('span 4');
    // renderingId (src/lib/sxa-params.ts): the sectionId param counts too, unusable ids never.
    expect(html(items, '/', false, { Styles: styles, sectionId: 'site-menu' })).toContain('id="site-menu"');
    expect(html(items, '/', false, { Styles: styles, RenderingIdentifier: 'main menu' })).not.toMatch(
      /data-block="navigation"[^>]*id=|id="[^"]*"[^>]*data-block="navigation"/,
    );
  });

  it('renders the nested menu with links, the toggle and the Styles classes', () => {
    const out = html();
    expect(out).toMatch(/<nav[^>]*aria-label="Navigation"/);
    expect(out).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
    expect(out).toMatch(/<a[^>]*href="\/About"[^>]*>About<\/a>/);
    expect(out).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"[^>]*data-navigation-toggle=""/);
    expect(out).toContain(' navigation position-right navigation-horizontal" data-block="navigation"');
    // An external entry opens in a new tab and says so.
    expect(anchor(out, 'https://partner.example.org/')).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(out).toMatch(/>Partner portal<span[^>]*> <!-- -->\(Opens in a new tab\)/);
  });

  it('marks the current page with aria-current and only it', () => {
    const out = html(items, '/about');
    expect(out.match(/aria-current="page"/g)).toHaveLength(1);
    expect(anchor(out, '/About')).toContain('aria-current="page"');
    expect(anchor(out, '/')).toContain('data-trail="true"');
    expect(anchor(out, '/')).not.toContain('aria-current');
    expect(anchor(html(), '/')).toContain('aria-current="page"');
  });

  it('has a chevron button per dropdown only in a horizontal menu', () => {
    expect(html().match(/aria-label="More in Home"/g)).toHaveLength(1);
    expect(html(items, '/', false, { Styles: 'position-left' })).not.toContain('More in');
  });

  it('renders nothing without items; the "Navigation" placeholder in edit mode', () => {
    for (const fields of [[], null, {}, 'x', [null, { Styles: [] }]]) {
      expect(html(fields)).toBe('');
      expect(html(fields, '/', true)).toContain('>Navigation</div>');
    }
  });

  it('shows the editable titles and no dropdowns in edit mode', () => {
    const out = html(items, '/', true);
    expect(out).toContain('<span class="scWebEditInput">Home</span>');
    expect(out).not.toContain('More in');
  });

  it('takes its interface texts from the dictionary', () => {
    const page = { ...pageAt('/', false, 'ar'), dictionary: { NavigationLabel: 'التنقل', NavigationMenu: 'القائمة', NavigationSubmenu: 'المزيد في {title}' } };
    const out = renderWithPage(<Navigation rendering={rendering()} fields={{}} params={{ Styles: styles }} />, page);
    expect(out).toContain('aria-label="التنقل"');
    expect(out).toContain('>القائمة</span>');
    expect(out).toContain('aria-label="المزيد في Home"');
  });
});

function mount(params: Record<string, string> = { Styles: styles }) {
  return render(
    <PageProviders page={pageAt('/')}>
      <div id="outside">outside</div>
      <Navigation rendering={rendering()} fields={{}} params={params} />
    </PageProviders>,
  );
}

describe('Navigation (in the browser)', () => {
  it('opens and closes the mobile menu by its toggle and by Escape, focus back on the toggle', () => {
    mount();
    const toggle = document.querySelector<HTMLButtonElement>('[data-navigation-toggle]')!;
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.dataset.open).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.dataset.open).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    panel.querySelector('a')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('opens a dropdown by its chevron; Escape, an outside press and tabbing away close it', () => {
    mount();
    const chevron = document.querySelector<HTMLButtonElement>('button[aria-label="More in Home"]')!;
    const list = document.getElementById(chevron.getAttribute('aria-controls')!)!;
    expect(list.querySelector('a')?.textContent).toBe('About');

    fireEvent.click(chevron);
    expect(chevron.getAttribute('aria-expanded')).toBe('true');
    list.querySelector('a')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(chevron);

    fireEvent.click(chevron);
    fireEvent.pointerDown(document.getElementById('outside')!);
    expect(chevron.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(chevron);
    const news = document.querySelector<HTMLAnchorElement>('a[href="/news"]')!;
    fireEvent.blur(chevron, { relatedTarget: news });
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape in an open dropdown leaves the mobile menu alone', () => {
    mount();
    const toggle = document.querySelector<HTMLButtonElement>('[data-navigation-toggle]')!;
    const chevron = document.querySelector<HTMLButtonElement>('button[aria-label="More in Home"]')!;
    fireEvent.click(toggle);
    fireEvent.click(chevron);
    chevron.focus();
    fireEvent.keyDown(chevron, { key: 'Escape' });
    expect(chevron.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
