// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCountryOptions, SELECTED_COUNTRY_STORAGE_KEY, type CountryOption } from '../../lib/countries.ts';
import type { LanguageOption } from '../../lib/languages.ts';
import { preloadIcons } from '../Icon.tsx';
import { themes } from '../theme.ts';
import { FactsOnly, factsFor } from '../../app/testing.tsx';
import { CountryDropdown } from './CountryDropdown.tsx';
import { CountryList } from './CountryList.tsx';
import { Flag } from './Flag.tsx';
import { flagPath, hasFlag } from './flag-files.ts';
import { LanguageDropdown } from './LanguageDropdown.tsx';
import { languageUrl } from './LanguageList.tsx';
import { SelectorOverlay } from './SelectorOverlay.tsx';
import { COUNTRY_CHANGE_EVENT, COUNTRY_NAVIGATION_CHANGE_EVENT, useSelectedCountry } from './use-selected-country.ts';

const wrap = (ui: ReactNode) => <ThemeProvider theme={themes.global}>{ui}</ThemeProvider>;

const entry = (id: string, name: string, href?: string) => ({
  id,
  fields: { countryName: { value: name }, ...(href ? { link: { value: { href } } } : {}) },
});
const countries: CountryOption[] = buildCountryOptions([entry('ca', 'Canada', '/canada'), entry('pe', 'Peru'), entry('ae', 'UAE', '/uae')]);
const languages: LanguageOption[] = [
  { code: 'en', regionalCode: null, fallback: null, label: 'English' },
  { code: 'ar', regionalCode: 'ar-AE', fallback: 'en', label: 'العربية' },
];

// jsdom cannot navigate: stop link clicks after React has handled them.
// Icons load on demand; a pending one would hold a re-render back until its chunk arrives.
beforeAll(async () => {
  await preloadIcons(['chevron-down', 'globe', 'arrow-left', 'close']);
});

const stopNavigation = (event: Event) => event.preventDefault();
beforeEach(() => {
  document.addEventListener('click', stopNavigation);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', stopNavigation);
});

describe('Flag', () => {
  it('shows a globe for global and a generic flag for codes without one', () => {
    const { container } = render(
      wrap(
        <>
          <Flag code="global" />
          <Flag code="zz" />
          <Flag code="not-a-code" />
        </>,
      ),
    );
    expect(container.querySelector('[data-flag="global"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-flag="generic"]')).toHaveLength(2);
  });

  it('has a self-hosted flag for every ISO country', () => {
    expect(hasFlag('ca')).toBe(true);
    expect(hasFlag('ae')).toBe(true);
    expect(hasFlag('gb')).toBe(true);
    expect(hasFlag('zz')).toBe(false);
  });

  it('loads the self-hosted flag as a decorative 4:3 image', async () => {
    const { container } = render(wrap(<Flag code="CA" size={18} />));
    expect(container.querySelector('img[data-flag="ca"]')).not.toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('24');
    expect(img.getAttribute('height')).toBe('18');
    // A plain file named by its code (no script per flag), lazily loaded.
    expect(img.getAttribute('src')).toBe(flagPath('ca'));
    expect(flagPath('ca')).toMatch(/\/ca\.svg$/);
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});

function CountryHarness({ onSelect = () => {}, navigate }: { onSelect?: (o: CountryOption) => void; navigate?: boolean }) {
  const [selected, setSelected] = useState(countries[1]!);
  return wrap(
    <>
      <CountryDropdown
        id="countries"
        options={countries}
        selected={selected}
        navigate={navigate}
        onSelect={(o) => {
          setSelected(o);
          onSelect(o);
        }}
      />
      <button type="button">after</button>
    </>,
  );
}

/**
 * jsdom has no Popover API: what these tests prove is the markup (the popover, its toggle, the
 * list in it) and what script adds; opening by a click, Escape, the outside click and the focus
 * coming back are proven in Chromium (test/browser/header.test.ts).
 */
describe('CountryDropdown', () => {
  it('is a popover its toggle opens (popovertarget), with the list in it; aria-expanded only once mounted', () => {
    const html = renderToString(wrap(<CountryDropdown id="countries" options={countries} selected={countries[1]!} onSelect={() => {}} />));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const toggle = doc.querySelector('[data-country-dropdown] > button')!;
    expect(toggle.hasAttribute('aria-expanded')).toBe(false);
    expect(toggle.getAttribute('popovertarget')).toBe('countries-popover');
    expect(toggle.getAttribute('aria-controls')).toBe('countries');
    const popover = doc.getElementById('countries-popover')!;
    expect(popover.getAttribute('popover')).toBe('auto');
    expect(popover.querySelector('#countries')).not.toBeNull();
    // Anchored to its toggle: the toggle's anchor name is the popover's position anchor.
    expect(toggle.getAttribute('style')).toContain('anchor-name:--countries-popover');
    expect(popover.getAttribute('style')).toContain('position-anchor:--countries-popover');

    render(<CountryHarness />);
    expect(screen.getByRole('button', { name: /Canada/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('lists Global first, links countries and shows those without a link disabled', () => {
    render(<CountryHarness />);
    const list = document.getElementById('countries')!;
    const items = Array.from(list.querySelectorAll('[data-selector-item]'));
    expect(items.map((el) => el.getAttribute('data-country'))).toEqual(['global', 'ca', 'pe', 'ae']);
    expect(items[0]!.getAttribute('href')).toBe('/');
    expect(items[1]!.getAttribute('href')).toBe('/canada');
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
    expect(items[1]!.hasAttribute('autofocus')).toBe(false); // the desktop list takes the focus only by Arrow Down
    expect(items[2]!.getAttribute('aria-disabled')).toBe('true');
    expect(items[2]!.hasAttribute('href')).toBe(false);
  });

  it('Arrow Down on the toggle enters the list on the current country; arrows skip disabled ones', () => {
    render(<CountryHarness />);
    const toggle = screen.getByRole('button', { name: /Canada/ });
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-country')).toBe('ca');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-country')).toBe('ae');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-country')).toBe('global');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-country')).toBe('ae');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('data-country')).toBe('global');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-country')).toBe('ae');
  });

  it('choosing a country calls onSelect, shows it on the toggle and returns the focus there', () => {
    const onSelect = vi.fn();
    render(<CountryHarness onSelect={onSelect} />);
    fireEvent.click(document.querySelector('[data-country="ae"]')!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: 'ae' }));
    const toggle = screen.getByRole('button', { name: /UAE/ });
    expect(document.activeElement).toBe(toggle);
  });

  it('disabled countries cannot be chosen', () => {
    const onSelect = vi.fn();
    render(<CountryHarness onSelect={onSelect} />);
    fireEvent.click(document.querySelector('[data-country="pe"]')!);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('with navigate false the countries are buttons', () => {
    render(<CountryHarness navigate={false} />);
    expect(document.querySelector('[data-country="ca"]')!.tagName).toBe('BUTTON');
  });
});

describe('CountryList', () => {
  it('renders without a toggle, for the overlay', () => {
    render(wrap(<CountryList options={countries} selected={countries[0]!} onSelect={() => {}} />));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('list', { name: 'Select your country' })).toBeTruthy();
    expect(document.querySelector('[data-country="global"]')!.getAttribute('aria-current')).toBe('true');
  });
});

describe('LanguageDropdown', () => {
  function LanguageHarness({ onSelect }: { onSelect: (o: LanguageOption) => void }) {
    return wrap(<LanguageDropdown id="languages" options={languages} current="en" onSelect={onSelect} />);
  }

  it('shows the current language; links each language to this page in it', () => {
    render(<LanguageHarness onSelect={() => {}} />);
    const toggle = screen.getByRole('button', { name: /English/ });
    expect(toggle.getAttribute('aria-controls')).toBe('languages');
    expect(toggle.getAttribute('popovertarget')).toBe('languages-popover');
    expect(document.getElementById('languages-popover')!.getAttribute('popover')).toBe('auto');
    const ar = document.querySelector('[data-language="ar"]')!;
    expect(ar.getAttribute('href')).toBe('/ar');
    expect(ar.getAttribute('lang')).toBe('ar');
    expect(ar.textContent).toContain('العربية');
    expect(document.querySelector('[data-language="en"]')!.getAttribute('aria-current')).toBe('true');
  });

  it('choosing the current language calls onSelect without navigating; Arrow Down enters the list', () => {
    const onSelect = vi.fn();
    render(<LanguageHarness onSelect={onSelect} />);
    const toggle = screen.getByRole('button', { name: /English/ });
    fireEvent.click(document.querySelector('[data-language="en"]')!);
    expect(onSelect).toHaveBeenCalledWith(languages[0]);
    expect(window.location.pathname).toBe('/');
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-language')).toBe('en');
  });

  it('the language URL keeps the rest of the path, the query and the hash', () => {
    expect(languageUrl('ar', { pathname: '/en/about', search: '?a=1', hash: '#x' })).toBe('/ar/about?a=1#x');
    expect(languageUrl('en', { pathname: '/', search: '', hash: '' })).toBe('/en');
  });
});

describe('SelectorOverlay', () => {
  const overlay = () =>
    wrap(
      <SelectorOverlay id="test-overlay" closeTargetId="test-menu" name="test-overlay" title="Select your location">
        <CountryList options={countries} selected={countries[0]!} autoFocusCurrent onSelect={() => {}} />
      </SelectorOverlay>,
    );

  it('is a labelled modal dialog in a popover: Back hides it, Close hides the menu under it', () => {
    render(overlay());
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.id).toBe('test-overlay');
    expect(dialog.getAttribute('popover')).toBe('auto');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Select your location');
    const back = screen.getByRole('button', { name: 'Back', hidden: true });
    expect([back.getAttribute('popovertarget'), back.getAttribute('popovertargetaction')]).toEqual(['test-overlay', 'hide']);
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual(['test-menu', 'hide']);
    // The list is there from the start; its current item takes the focus when the popover opens.
    expect(dialog.querySelectorAll('[data-selector-item]')).toHaveLength(4);
    expect(renderToString(overlay())).toMatch(/<a[^>]*aria-current="true"[^>]*autofocus=""/);
  });

  it('keeps the focus inside: Tab from the last control wraps to Back, Shift+Tab from Back to the last', () => {
    render(overlay());
    const last = document.querySelector<HTMLElement>('[data-country="ae"]')!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    const back = screen.getByRole('button', { name: 'Back', hidden: true });
    expect(document.activeElement).toBe(back);
    fireEvent.keyDown(back, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('useSelectedCountry', () => {
  let seen: CountryOption[] = [];
  let setter: (o: CountryOption) => void = () => {};
  function Probe({ label = 'a' }: { label?: string }) {
    const [selected, setSelected] = useSelectedCountry(countries);
    if (label === 'a') {
      seen.push(selected);
      setter = setSelected;
    }
    return <span data-testid={label}>{selected.code}</span>;
  }
  beforeEach(() => {
    seen = [];
  });

  it('first renders the country of the page path, on the server and the client alike', () => {
    const page = factsFor({ path: '/canada/ports', language: 'en' });
    const html = renderToString(
      <FactsOnly facts={page}>
        <Probe />
      </FactsOnly>,
    );
    expect(html).toContain('>ca<');
    window.history.replaceState(null, '', '/en/canada/ports');
    seen = [];
    render(
      <FactsOnly facts={page}>
        <Probe />
      </FactsOnly>,
    );
    expect(seen[0]?.code).toBe('ca');
    expect(window.sessionStorage.getItem(SELECTED_COUNTRY_STORAGE_KEY)).toBe('ca'); // remembered
  });

  it('outside the page providers starts at Global, then follows the location', () => {
    expect(renderToString(<Probe />)).toContain('global');
    window.history.replaceState(null, '', '/ar/uae');
    render(<Probe />);
    expect(seen[0]?.code).toBe('global');
    expect(screen.getByTestId('a').textContent).toBe('ae');
  });

  it('takes session storage after hydration when the path names no country', () => {
    window.sessionStorage.setItem(SELECTED_COUNTRY_STORAGE_KEY, 'ae');
    render(<Probe />);
    expect(seen[0]?.code).toBe('global'); // first render matches the server
    expect(screen.getByTestId('a').textContent).toBe('ae');
  });

  it('follows storage events, countryChange, countryNavigationChange and popstate', () => {
    render(<Probe />);
    const el = screen.getByTestId('a');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_COUNTRY_STORAGE_KEY, newValue: 'ca' }));
    });
    expect(el.textContent).toBe('ca');
    act(() => {
      window.dispatchEvent(new CustomEvent(COUNTRY_CHANGE_EVENT, { detail: { countryCode: 'ae' } }));
    });
    expect(el.textContent).toBe('ae');
    act(() => {
      window.dispatchEvent(new CustomEvent(COUNTRY_NAVIGATION_CHANGE_EVENT, { detail: { countryCode: 'global' } }));
    });
    expect(el.textContent).toBe('global');
    act(() => {
      window.dispatchEvent(new CustomEvent(COUNTRY_CHANGE_EVENT, { detail: { countryCode: 'pe' } })); // disabled
      window.dispatchEvent(new CustomEvent(COUNTRY_CHANGE_EVENT, { detail: {} }));
    });
    expect(el.textContent).toBe('global');
    act(() => {
      window.history.pushState(null, '', '/ar/uae/jebel-ali');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(el.textContent).toBe('ae');
  });

  it('setting stores the code and tells the other listeners', () => {
    const heard = vi.fn();
    window.addEventListener(COUNTRY_CHANGE_EVENT, heard);
    render(
      <>
        <Probe />
        <Probe label="b" />
      </>,
    );
    act(() => setter(countries[3]!));
    expect(window.sessionStorage.getItem(SELECTED_COUNTRY_STORAGE_KEY)).toBe('ae');
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ countryCode: 'ae' });
    expect(screen.getByTestId('b').textContent).toBe('ae');
    act(() => setter(countries[2]!)); // disabled: ignored
    expect(screen.getByTestId('a').textContent).toBe('ae');
    window.removeEventListener(COUNTRY_CHANGE_EVENT, heard);
  });
});

describe('in Arabic', () => {
  it('server-renders Arabic wording and language links from the page path', () => {
    const page = factsFor({ path: '/about', language: 'ar', search: '?q=1' });
    const html = renderToString(
      <FactsOnly facts={page}>
        {wrap(
          <>
            <CountryDropdown id="c" options={countries} selected={countries[0]!} onSelect={() => {}} />
            <LanguageDropdown id="l" options={languages} current="ar" onSelect={() => {}} />
            <SelectorOverlay id="o" name="test-overlay" title="اختر موقعك">
              x
            </SelectorOverlay>
          </>,
        )}
      </FactsOnly>,
    );
    expect(html).toContain('عالمي');
    expect(html).toContain('اختر دولتك');
    expect(html).toContain('href="/en/about?q=1"');
    expect(html).toContain('href="/ar/about?q=1"');
    expect(html).toContain('aria-label="إغلاق"');
    expect(html).toContain('رجوع');
  });
});
