// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPageScrollLocked } from '../../lib/scroll-lock.ts';
import { preloadIcons } from '../Icon.tsx';
import { themes } from '../theme.ts';
import { Filters } from './Filters.tsx';
import type { FilterSelection, FilterTag } from './filters.rules.ts';

const tag = (name: string, label: string): FilterTag => ({ id: `id-${name}`, name, label });
const india = tag('india', 'India');
const uae = tag('united-arab-emirates', 'United Arab Emirates');
const mundra = tag('mundra-gateway', 'Mundra Gateway');
const ras = tag('ras-maysan', 'Ras Maysan');
const items = [
  { country: [india], port: [mundra] },
  { country: [uae], port: [ras] },
];
const types = [
  { key: 'country', label: 'Country' },
  { key: 'port', label: 'Port' },
];

let last: FilterSelection = {};
function Harness({ initial = {} }: { initial?: FilterSelection }) {
  const [selection, setSelection] = useState<FilterSelection>(initial);
  last = selection;
  return (
    <ThemeProvider theme={themes.global}>
      <Filters types={types} items={items} selection={selection} onChange={setSelection} />
      <p data-outside="">outside</p>
    </ThemeProvider>
  );
}

beforeAll(async () => {
  // The icons load on demand: loaded first, nothing suspends inside the tests.
  await preloadIcons(['chevron-down', 'close']);
});

afterEach(() => {
  cleanup();
  last = {};
});

const q = (root: ParentNode, selector: string) => {
  const el = root.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};

describe('Filters: desktop dropdowns', () => {
  it('selects, narrows the other filter, closes on selection and clears when the selected option is chosen again', () => {
    const { container } = render(<Harness />);
    const country = q(container, '[data-filter-dropdown="country"]');
    const toggle = q(country, 'button[aria-expanded]');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(q(country, '[data-filter-option="india"]'));
    expect(last).toEqual({ country: india.id });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const portOptions = [...container.querySelectorAll('[data-filter-dropdown="port"] [data-filter-option]')].map((b) => b.textContent);
    expect(portOptions).toEqual(['Mundra Gateway']);
    fireEvent.click(toggle);
    fireEvent.click(q(country, '[data-filter-option="india"]'));
    expect(last).toEqual({});
  });

  it('closes on a press outside', () => {
    const { container } = render(<Harness />);
    const toggle = q(container, '[data-filter-dropdown="port"] button[aria-expanded]');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(q(container, '[data-outside]'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Filters: mobile panel', () => {
  it('applies the temporary selection, locks the page scroll while open and releases it', () => {
    const { container } = render(<Harness />);
    fireEvent.click(q(container, '[data-filter-trigger]'));
    expect(isPageScrollLocked()).toBe(true);
    const panel = q(document.body, '[data-filter-panel]');
    fireEvent.click(q(panel, '[data-filter-section="country"] [data-filter-option="united-arab-emirates"]'));
    expect(last).toEqual({});
    fireEvent.click(q(panel, '[data-filter-apply]'));
    expect(last).toEqual({ country: uae.id });
    expect(document.querySelector('[data-filter-panel]')).toBeNull();
    expect(isPageScrollLocked()).toBe(false);
  });

  it('discards the temporary selection on the overlay and the close button', () => {
    const { container } = render(<Harness initial={{ port: ras.id }} />);
    for (const closer of ['[data-filter-overlay]', '[data-filter-close]']) {
      fireEvent.click(q(container, '[data-filter-trigger]'));
      const panel = q(document.body, '[data-filter-panel]');
      fireEvent.click(q(panel, '[data-filter-option="united-arab-emirates"]'));
      expect(q(panel, '[data-filter-option="united-arab-emirates"]').getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(q(document.body, closer));
      expect(isPageScrollLocked()).toBe(false);
      expect(document.querySelector('[data-filter-panel]')).toBeNull();
      expect(last).toEqual({ port: ras.id });
    }
  });

  it('resets the temporary selection and keeps one accordion section open', () => {
    const { container } = render(<Harness initial={{ country: india.id }} />);
    fireEvent.click(q(container, '[data-filter-trigger]'));
    const panel = q(document.body, '[data-filter-panel]');
    const countryToggle = q(panel, '[data-filter-section="country"] > button');
    const portToggle = q(panel, '[data-filter-section="port"] > button');
    expect(countryToggle.getAttribute('aria-expanded')).toBe('true');
    act(() => portToggle.click());
    expect(portToggle.getAttribute('aria-expanded')).toBe('true');
    expect(countryToggle.getAttribute('aria-expanded')).toBe('false');
    expect(q(panel, '[data-filter-section="country"] [data-filter-option="india"]').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(q(panel, '[data-filter-reset]'));
    expect(q(panel, '[data-filter-section="country"] [data-filter-option="india"]').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(q(panel, '[data-filter-apply]'));
    expect(last).toEqual({});
  });
});
