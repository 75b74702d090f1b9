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
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState(countries[1]!);
  return wrap(
    <>
      <CountryDropdown
        id="countries"
        options={countries}
        selected={selected}
        open={open}
        onOpenChange={setOpen}
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

describe('CountryDropdown', () => {
  it('toggles with aria-expanded and aria-controls pointing at the list', () => {
    render(<CountryHarness />);
    const toggle = screen.getByRole('button', { name: /Canada/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('countries');
    const list = document.getElementById('countries')!;
    expect(list.closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.closest('[hidden]')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists Global first, links countries and shows those without a link disabled', () => {
    render(<CountryHarness />);
    const list = document.getElementById('countries')!;
    const items = Array.from(list.querySelectorAll('[data-selector-item]'));
    expect(items.map((el) => el.getAttribute('data-country'))).toEqual(['global', 'ca', 'pe', 'ae']);
    expect(items[0]!.getAttribute('href')).toBe('/');
    expect(items[1]!.getAttribute('href')).toBe('/canada');
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
    expect(items[2]!.getAttribute('aria-disabled')).toBe('true');
    expect(items[2]!.hasAttribute('href')).toBe(false);
  });

  it('Escape closes and returns the focus to the toggle', () => {
    render(<CountryHarness />);
    const toggle = screen.getByRole('button', { name: /Canada/ });
    fireEvent.click(toggle);
    const link = document.querySelector<HTMLElement>('[data-country="ae"]')!;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('Arrow Down on the toggle opens it on the current country; arrows skip disabled ones', () => {
    render(<CountryHarness />);
    const toggle = screen.getByRole('button', { name: /Canada/ });
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
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

  it('choosing a country calls onSelect and closes', () => {
    const onSelect = vi.fn();
    render(<CountryHarness onSelect={onSelect} />);
    const toggle = screen.getByRole('button', { name: /Canada/ });
    fireEvent.click(toggle);
    fireEvent.click(document.querySelector('[data-country="ae"]')!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: 'ae' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('UAE');
  });

  it('disabled countries cannot be chosen', () => {
    const onSelect = vi.fn();
    render(<CountryHarness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /Canada/ }));
    fireEvent.click(document.querySelector('[data-country="pe"]')!);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('tabbing out closes it', () => {
    render(<CountryHarness />);
    const toggle = screen.getByRole('button', { name: /Canada/ });
    fireEvent.click(toggle);
    const after = screen.getByRole('button', { name: 'after' });
    fireEvent.blur(toggle, { relatedTarget: after });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
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
    const [open, setOpen] = useState(false);
    return wrap(<LanguageDropdown id="languages" options={languages} current="en" open={open} onOpenChange={setOpen} onSelect={onSelect} />);
  }

  it('shows the current language; links each language to this page in it', () => {
    render(<LanguageHarness onSelect={() => {}} />);
    const toggle = screen.getByRole('button', { name: /English/ });
    expect(toggle.getAttribute('aria-controls')).toBe('languages');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const ar = document.querySelector('[data-language="ar"]')!;
    expect(ar.getAttribute('href')).toBe('/ar');
    expect(ar.getAttribute('lang')).toBe('ar');
    expect(ar.textContent).toContain('العربية');
    expect(document.querySelector('[data-language="en"]')!.getAttribute('aria-current')).toBe('true');
  });

  it('choosing the current language closes without navigating; Escape returns focus', () => {
    const onSelect = vi.fn();
    render(<LanguageHarness onSelect={onSelect} />);
    const toggle = screen.getByRole('button', { name: /English/ });
    fireEvent.click(toggle);
    fireEvent.click(document.querySelector('[data-language="en"]')!);
    expect(onSelect).toHaveBeenCalledWith(languages[0]);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-language')).toBe('en');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(toggle);
  });

  it('the language URL keeps the rest of the path, the query and the hash', () => {
    expect(languageUrl('ar', { pathname: '/en/about', search: '?a=1', hash: '#x' })).toBe('/ar/about?a=1#x');
    expect(languageUrl('en', { pathname: '/', search: '', hash: '' })).toBe('/en');
  });
});

describe('SelectorOverlay', () => {
  function OverlayHarness({ onBack = () => {} }: { onBack?: () => void }) {
    const [open, setOpen] = useState(false);
    return wrap(
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Locations
        </button>
        <SelectorOverlay
          name="test-overlay"
          title="Select your location"
          open={open}
          onBack={() => {
            onBack();
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        >
          <CountryList options={countries} selected={countries[0]!} onSelect={() => setOpen(false)} />
        </SelectorOverlay>
      </>,
    );
  }

  it('is a labelled modal dialog, hidden while closed', () => {
    render(<OverlayHarness />);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.hasAttribute('hidden')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Locations' }));
    expect(dialog.hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Select your location' }).getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('focuses the current item, traps Tab, Escape closes and the focus returns to the opener', () => {
    render(<OverlayHarness />);
    const opener = screen.getByRole('button', { name: 'Locations' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement?.getAttribute('data-country')).toBe('global');
    const last = document.querySelector<HTMLElement>('[data-country="ae"]')!;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(document.querySelector('[role="dialog"]')!.hasAttribute('hidden')).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('Back calls onBack', () => {
    const onBack = vi.fn();
    render(<OverlayHarness onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Locations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
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
            <CountryDropdown id="c" options={countries} selected={countries[0]!} open={false} onOpenChange={() => {}} onSelect={() => {}} />
            <LanguageDropdown id="l" options={languages} current="ar" open={false} onOpenChange={() => {}} onSelect={() => {}} />
            <SelectorOverlay name="test-overlay" title="اختر موقعك" open={false} onBack={() => {}} onClose={() => {}}>
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
