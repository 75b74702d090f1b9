// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import Statistics from './index.tsx';

const image = (src: string, alt = '') => ({ value: { src, alt, width: '400', height: '400' } });
const stat = (id: string, number: string, unit: string, title: string, subTitle = '') => ({
  id,
  name: id,
  displayName: id,
  url: '',
  fields: { statistics: { value: number }, unit: { value: unit }, title: { value: title }, subTitle: { value: subTitle } },
});
const fields = {
  headline: { value: 'Our network in numbers' },
  statistics: [
    stat('a', '1,250', 'km', 'Rail network', 'Across three countries'),
    stat('b', '+45', 'M TEU', 'Containers handled'),
    stat('c', '98.6', '%', 'Berth productivity'),
    stat('d', '24/7', '', 'Operations'),
  ],
  imageLeft: image('/-/media/left.svg', 'Cranes'),
  imageRight: image('/-/media/right.svg'),
  mobileImageLeft: image('/-/media/left-m.svg', 'Cranes'),
};
const rendering = { componentName: 'Statistics' };
const page = makePage(layoutWith({}), { editing: false });
const editPage = makePage(layoutWith({}), { editing: true });

describe('Statistics on the server', () => {
  it('takes its anchor from a usable sectionId, else the rendering parameters (sectionIdOf)', () => {
    const render = (sectionId: string, params: Record<string, string> = {}) =>
      renderWithPage(<Statistics rendering={rendering} fields={{ ...fields, sectionId: { value: sectionId } }} params={params} />, page);
    expect(render('network-in-numbers')).toMatch(/<section[^>]*id="network-in-numbers"/);
    expect(render('network in numbers', { RenderingIdentifier: 'numbers' })).toMatch(/<section[^>]*id="numbers"/);
    expect(render('network in numbers')).not.toMatch(/<section[^>]*id=/);
  });

  it('renders every final value, formatted, with the unit, title and sub title', () => {
    const html = renderWithPage(<Statistics rendering={rendering} fields={fields} params={{}} />, page);
    for (const final of ['1,250', '+45', '98.6', '24/7']) expect(html).toContain(`data-final="${final}"`);
    expect(html).toMatch(/data-final="1,250"[^>]*>1,250<\/span>/);
    expect(html).toContain('Rail network');
    expect(html).toContain('Across three countries');
    expect(html).toContain('Our network in numbers');
  });

  it('hides the counting digits from screen readers and gives them the final value once', () => {
    const html = renderWithPage(<Statistics rendering={rendering} fields={fields} params={{}} />, page);
    expect(html).toMatch(/<span dir="ltr" aria-hidden="true"[^>]*>.*?1,250.*?<\/span><\/span>/);
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>km<\/span><span[^>]*>1,250 km<\/span>/);
    expect(html).toMatch(/<span[^>]*>24\/7<\/span><\/p>/);
  });

  it('formats in Arabic with Latin digits', () => {
    const arabic = makePage(layoutWith({}), { editing: false, language: 'ar' });
    const html = renderWithPage(
      <Statistics rendering={rendering} fields={{ statistics: [stat('a', '١٬٢٥٠', 'كم', 'شبكة السكك الحديدية')] }} params={{}} />,
      arabic,
    );
    expect(html).toMatch(/data-final="1.250"/);
    expect(html).not.toMatch(/data-final="[^"]*[\u0660-\u0669]/);
  });

  it('shows the side images, with the mobile variant in a picture', () => {
    const html = renderWithPage(<Statistics rendering={rendering} fields={fields} params={{}} />, page);
    expect(html).toContain('src="/-/media/left.svg"');
    expect(html).toContain('src="/-/media/right.svg"');
    expect(html).toMatch(/<source media="\(max-width: 767.98px\)" srcSet="\/-\/media\/left-m.svg"/);
  });

  it('renders nothing without statistics, and placeholders in edit mode', () => {
    expect(renderWithPage(<Statistics rendering={rendering} fields={{ headline: { value: 'x' } }} params={{}} />, page)).toBe('');
    const edit = renderWithPage(
      <Statistics rendering={rendering} fields={{ statistics: [stat('a', '', '', '')], imageLeft: { value: {} } }} params={{}} />,
      editPage,
    );
    for (const label of ['[Number]', '[Unit]', '[Title]', '[Sub title]', '[Image left]']) expect(edit).toContain(label);
    expect(edit).not.toContain('data-statistic-value');
  });

  it('tolerates wrong field types', () => {
    const junk = { statistics: [{ fields: 7 }, 'x', null], imageLeft: 'x', headline: { value: ['x'] }, sectionId: 5 };
    expect(() => renderWithPage(<Statistics rendering={rendering} fields={junk} params={{}} />, page)).not.toThrow();
    expect(() => renderWithPage(<Statistics rendering={rendering} fields={junk} params={{}} />, editPage)).not.toThrow();
  });
});

describe('Statistics in the browser (jsdom)', () => {
  let width = 1280;
  let reducedMotion = false;
  let observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    observers = [];
    vi.stubGlobal('innerWidth', width);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') ? reducedMotion : false, media: query }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; elements: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, elements: [] };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.elements.push(element);
        }
        disconnect() {
          this.entry.elements = [];
        }
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    width = 1280;
    reducedMotion = false;
  });

  const one = { statistics: [stat('a', '1,250', 'km', 'Rail network')] };
  const value = (container: HTMLElement) => container.querySelector('[data-statistic-value]')?.textContent;
  const show = (editing = false) =>
    render(
      <PageProviders page={editing ? editPage : page}>
        <Statistics rendering={rendering} fields={one} params={{}} />
      </PageProviders>,
    );
  const scrollIntoView = () =>
    act(() => {
      for (const { callback, elements } of observers) {
        if (elements.length > 0)
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }
    });

  it('on desktop waits at 0 until in view, then counts up over 1.5 s to the exact final value', () => {
    const { container } = show();
    expect(value(container)).toBe('0');
    act(() => vi.advanceTimersByTime(1000));
    expect(value(container)).toBe('0');
    scrollIntoView();
    act(() => vi.advanceTimersByTime(400));
    const during = Number(value(container)?.replace(/,/g, ''));
    expect(during).toBeGreaterThan(0);
    expect(during).toBeLessThan(1250);
    act(() => vi.advanceTimersByTime(1200));
    expect(value(container)).toBe('1,250');
    expect(container.textContent).toContain('1,250 km');
  });

  it('shows the final value at once below the desktop breakpoint, with reduced motion and in edit mode', () => {
    for (const setup of [() => (width = 1024), () => (reducedMotion = true)]) {
      setup();
      vi.stubGlobal('innerWidth', width);
      const { container, unmount } = show();
      expect(value(container)).toBe('1,250');
      expect(observers.filter((o) => o.elements.length > 0)).toHaveLength(0);
      unmount();
      width = 1280;
      reducedMotion = false;
    }
    const { container } = show(true);
    expect(container.textContent).toContain('1,250');
    expect(observers).toHaveLength(0);
  });
});
