// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { COUNTER_DURATION_MS, counterValueAt, formatCounter, isNearViewportCentre, parseCounter } from './article-statistic.rules.ts';
import ArticleStatistic from './index.tsx';

const rendering = { componentName: 'ArticleStatistic' };
const fields = { statistics: { value: '38.5%' }, unit: { value: 'lower emissions' }, description: { value: '<p>Since 2019.</p>' } };
const page = makePage(layoutWith({}), { editing: false });
const editPage = makePage(layoutWith({}), { editing: true });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('article statistic rules (spec 001 sections 4 and 9)', () => {
  it('drops non-numeric characters and keeps the decimals', () => {
    expect(parseCounter('1,250+')).toEqual({ value: 1250, decimals: 0 });
    expect(parseCounter('98.6%')).toEqual({ value: 98.6, decimals: 1 });
    expect(parseCounter('$3.50bn')).toEqual({ value: 3.5, decimals: 2 });
    expect(parseCounter('٤٥٫٥')).toEqual({ value: 45.5, decimals: 1 });
    expect(parseCounter(12)).toEqual({ value: 12, decimals: 0 });
    expect(parseCounter('n/a')).toBeUndefined();
    expect(parseCounter({})).toBeUndefined();
  });
  it('counts from 0 to the target over 2.5 s, keeping the decimals', () => {
    const target = { value: 38.5, decimals: 1 };
    expect(counterValueAt(0, target)).toBe(0);
    const mid = counterValueAt(1250, target);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(38.5);
    expect(Math.round(mid * 10)).toBe(mid * 10);
    expect(counterValueAt(COUNTER_DURATION_MS, target)).toBe(38.5);
    expect(formatCounter(1250, 0, 'en')).toBe('1,250');
    expect(formatCounter(38.5, 1, 'ar')).toBe('38.5');
  });
  it('starts within 150 px of the viewport centre', () => {
    // 800 px viewport: centre 400.
    expect(isNearViewportCentre({ top: 550, bottom: 700 }, 800)).toBe(true);
    expect(isNearViewportCentre({ top: 551, bottom: 700 }, 800)).toBe(false);
    expect(isNearViewportCentre({ top: 100, bottom: 250 }, 800)).toBe(true);
    expect(isNearViewportCentre({ top: 100, bottom: 249 }, 800)).toBe(false);
  });
});

describe('ArticleStatistic', () => {
  it('renders the final value on the server, with unit and description, and one accessible text', () => {
    const html = renderWithPage(<ArticleStatistic rendering={rendering} fields={fields} params={{}} />, page);
    expect(html).toMatch(/data-final="38.5"[^>]*>38.5<\/span>/);
    expect(html).toContain('38.5 lower emissions');
    expect(html).toContain('Since 2019.');
  });
  it('shows the raw value to editors and nothing to visitors without a number', () => {
    expect(renderWithPage(<ArticleStatistic rendering={rendering} fields={fields} params={{}} />, editPage)).toContain('38.5%');
    expect(renderWithPage(<ArticleStatistic rendering={rendering} fields={{ statistics: { value: 'many' } }} params={{}} />, page)).toBe('');
    expect(renderWithPage(<ArticleStatistic rendering={rendering} fields={{}} params={{}} />, editPage)).toContain('[Statistics]');
  });
  it('counts once the element nears the viewport centre, and shows the final value under reduced motion', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
    window.matchMedia = vi.fn(() => ({ matches: false })) as never;
    let rect = { top: 2000, bottom: 2150 };
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => rect as DOMRect);
    const { container } = render(
      <PageProviders page={page}>
        <ArticleStatistic rendering={rendering} fields={fields} params={{}} />
      </PageProviders>,
    );
    const value = () => container.querySelector('[data-statistic-value]')!.textContent;
    expect(value()).toBe('0.0');
    rect = { top: 500, bottom: 650 };
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => frames.shift()!(1000));
    act(() => frames.shift()!(1000 + COUNTER_DURATION_MS / 2));
    const mid = Number(value());
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(38.5);
    act(() => frames.shift()!(1000 + COUNTER_DURATION_MS));
    expect(value()).toBe('38.5');
    cleanup();

    window.matchMedia = vi.fn(() => ({ matches: true })) as never;
    const reduced = render(
      <PageProviders page={page}>
        <ArticleStatistic rendering={rendering} fields={fields} params={{}} />
      </PageProviders>,
    );
    expect(reduced.container.querySelector('[data-statistic-value]')!.textContent).toBe('38.5');
  });
});
