// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { isPageScrollLocked } from '../../lib/scroll-lock.ts';
import { LOADER_DURATION_MS, loaderMedia, remainingMs } from './article-loader.rules.ts';
import ArticleLoader from './index.tsx';

const rendering = { componentName: 'ArticleLoader' };
const configured = makePage(layoutWith({}), { siteSettings: { loader: '/-/media/loader.svg' } });
const bare = makePage(layoutWith({}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('article loader rules (spec 001 sections 4 and 9)', () => {
  it('shows only a configured file, as video, image or our own mark', () => {
    expect(loaderMedia(undefined)).toBeUndefined();
    expect(loaderMedia('  ')).toBeUndefined();
    expect(loaderMedia('/-/media/loader.webm?v=2')).toEqual({ kind: 'video', src: '/-/media/loader.webm?v=2' });
    expect(loaderMedia('/-/media/loader.svg')).toEqual({ kind: 'image', src: '/-/media/loader.svg' });
    expect(loaderMedia('/-/media/loader.json')).toEqual({ kind: 'mark' });
    expect(loaderMedia('javascript:alert(1)')).toEqual({ kind: 'mark' });
  });
  it('stays 3 s from the navigation start', () => {
    expect(remainingMs(0)).toBe(3000);
    expect(remainingMs(1200)).toBe(1800);
    expect(remainingMs(5000)).toBe(0);
    expect(remainingMs(Number.NaN)).toBe(3000);
  });
});

describe('ArticleLoader', () => {
  it('renders the overlay only when the site settings set a loader animation', () => {
    expect(renderWithPage(<ArticleLoader rendering={rendering} fields={{}} params={{}} />, bare)).toBe('');
    const html = renderWithPage(<ArticleLoader rendering={rendering} fields={{}} params={{}} />, configured);
    expect(html).toContain('data-article-loader=""');
    expect(html).toContain('src="/-/media/loader.svg"');
  });
  it('shows editors a note instead of the overlay', () => {
    const html = renderWithPage(
      <ArticleLoader rendering={rendering} fields={{}} params={{}} />,
      makePage(layoutWith({}), { editing: true, siteSettings: { loader: '/x.svg' } }),
    );
    expect(html).not.toContain('data-article-loader');
    expect(html).toContain('Article loader');
  });
  it('locks the page scroll while shown and leaves after 3 s', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const { container } = render(
      <PageProviders page={configured}>
        <ArticleLoader rendering={rendering} fields={{}} params={{}} />
      </PageProviders>,
    );
    expect(container.querySelector('[data-article-loader]')).not.toBeNull();
    expect(isPageScrollLocked()).toBe(true);
    act(() => vi.advanceTimersByTime(LOADER_DURATION_MS - 1));
    expect(container.querySelector('[data-article-loader]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('[data-article-loader]')).toBeNull();
    expect(isPageScrollLocked()).toBe(false);
  });
});
