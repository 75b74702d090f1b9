import { useCallback, useEffect, useRef, useState } from 'react';
import { GLOBAL_COUNTRY, SELECTED_COUNTRY_STORAGE_KEY, countryFromStoredValue, selectedCountryFromPath, type CountryOption } from '../../lib/countries.ts';
import { useOptionalPageFacts } from '../../app/context/index.ts';

/** Window events other parts of the page use to announce a country (detail `{ countryCode }`). */
export const COUNTRY_CHANGE_EVENT = 'countryChange';
export const COUNTRY_NAVIGATION_CHANGE_EVENT = 'countryNavigationChange';

export interface CountryChangeDetail {
  countryCode: string;
}

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(SELECTED_COUNTRY_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function writeStored(code: string): void {
  try {
    window.sessionStorage.setItem(SELECTED_COUNTRY_STORAGE_KEY, code);
  } catch {
    /* storage disabled: the selection lives for this page only */
  }
}

/** The page path when rendered inside the page providers, else '/' (tests, fragments). */
function usePagePath(): string {
  return useOptionalPageFacts()?.path ?? '/';
}

/**
 * The visitor's country (spec 001 section 4). The first render, on the server and in the browser
 * alike, takes it from the path so hydration matches; after hydration a path naming a country wins
 * and is remembered, otherwise the country remembered in session storage, otherwise Global. It
 * follows popstate, storage events (other tabs) and the `countryChange` /
 * `countryNavigationChange` window events. Setting it stores it and announces `countryChange`.
 */
export function useSelectedCountry(options: CountryOption[]): [CountryOption, (next: CountryOption) => void] {
  const pagePath = usePagePath();
  const [selected, setSelected] = useState<CountryOption>(() => selectedCountryFromPath(pagePath, options));
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const optionIds = options.map((o) => o.id).join('|');

  useEffect(() => {
    const fromLocation = (): CountryOption => {
      const opts = optionsRef.current;
      const fromPath = selectedCountryFromPath(window.location.pathname, opts);
      if (fromPath.code !== 'global') {
        if (readStored() !== fromPath.code) writeStored(fromPath.code);
        return fromPath;
      }
      return countryFromStoredValue(readStored(), opts) ?? fromPath;
    };
    const fromCode = (code: unknown): void => {
      const next = countryFromStoredValue(code, optionsRef.current);
      if (next) setSelected((current) => (current.id === next.id ? current : next));
    };
    const sync = (): void => {
      const next = fromLocation();
      setSelected((current) => (current.id === next.id ? current : next));
    };
    const onStorage = (event: StorageEvent): void => {
      if (event.key === SELECTED_COUNTRY_STORAGE_KEY) fromCode(event.newValue);
      else if (event.key === null) sync(); // storage cleared
    };
    const onCountryEvent = (event: Event): void => {
      const detail = (event as CustomEvent<Partial<CountryChangeDetail> | undefined>).detail;
      fromCode(detail?.countryCode);
    };
    sync();
    window.addEventListener('popstate', sync);
    window.addEventListener('storage', onStorage);
    window.addEventListener(COUNTRY_CHANGE_EVENT, onCountryEvent);
    window.addEventListener(COUNTRY_NAVIGATION_CHANGE_EVENT, onCountryEvent);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(COUNTRY_CHANGE_EVENT, onCountryEvent);
      window.removeEventListener(COUNTRY_NAVIGATION_CHANGE_EVENT, onCountryEvent);
    };
    // Re-run when the list itself changes (a different set of countries).
  }, [optionIds]);

  const select = useCallback((next: CountryOption) => {
    if (next.disabled) return;
    setSelected(next);
    writeStored(next.code);
    window.dispatchEvent(new CustomEvent<CountryChangeDetail>(COUNTRY_CHANGE_EVENT, { detail: { countryCode: next.code } }));
  }, []);

  return [selected ?? GLOBAL_COUNTRY, select];
}
