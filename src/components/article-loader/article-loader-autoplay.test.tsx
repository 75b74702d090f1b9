// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import ArticleLoader from './index.tsx';

/** Spec 003 section 9: the loader's video is a background video and follows the autoplay rule. */
const rendering = { componentName: 'ArticleLoader' };
const page = makePage(layoutWith({}), { siteSettings: { loader: '/-/media/loader.webm' } });

function device(cores: number, memoryGb: number, reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(cores);
  Object.defineProperty(navigator, 'deviceMemory', { configurable: true, get: () => memoryGb });
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', downlink: 10, saveData: false }) });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('article loader video autoplay', () => {
  it('has no autoplay attribute in the server markup', () => {
    const html = renderWithPage(<ArticleLoader rendering={rendering} fields={{}} params={{}} />, page);
    expect(html).toContain('data-loader-video');
    expect(html).not.toMatch(/autoplay/i);
  });

  it.each([
    ['a capable device', 4, 4, false, 1],
    ['reduced motion', 8, 8, true, 0],
    ['3 cores', 3, 8, false, 0],
    ['2 GB', 8, 2, false, 0],
  ] as const)('plays on %s only when the rule allows it', (_name, cores, memory, reduced, calls) => {
    device(cores, memory, reduced);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(
      <PageProviders page={page}>
        <ArticleLoader rendering={rendering} fields={{}} params={{}} />
      </PageProviders>,
    );
    expect(play).toHaveBeenCalledTimes(calls);
  });
});
