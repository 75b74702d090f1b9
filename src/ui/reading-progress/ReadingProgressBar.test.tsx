// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { ReadingProgressBar } from './ReadingProgressBar.tsx';

const title = { value: 'Green corridors' };
const page = makePage(layoutWith({}), { editing: false });
const editPage = makePage(layoutWith({}), { editing: true });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ReadingProgressBar', () => {
  it('renders hidden at 0 on the server, with the title and a progress bar', () => {
    const html = renderWithPage(<ReadingProgressBar titleField={title} emptyLabel="Title" />, page);
    expect(html).toContain('data-shown="false"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('Green corridors');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="0"');
  });

  it('renders nothing for visitors without a title, and an inline placeholder for editors', () => {
    expect(renderWithPage(<ReadingProgressBar titleField={undefined} emptyLabel="Article progress bar title" />, page)).toBe('');
    const html = renderWithPage(<ReadingProgressBar titleField={{ value: '' }} emptyLabel="Article progress bar title" />, editPage);
    expect(html).toContain('data-shown="true"');
    expect(html).toContain('[Article progress bar title]');
    expect(html).not.toContain('position:fixed');
  });

  it('follows the scroll in the browser: shown past the threshold, progress over the readable height', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3100, configurable: true });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
        window.dispatchEvent(new Event('scroll'));
        for (const frame of frames.splice(0)) frame(0);
      });
    const { container } = render(
      <PageProviders page={page}>
        <header style={{ height: 100 }} />
        <ReadingProgressBar titleField={title} emptyLabel="Title" />
      </PageProviders>,
    );
    const root = () => container.querySelector('[data-progress-bar]')!;
    expect(root().getAttribute('data-shown')).toBe('false');
    scrollTo(1550);
    expect(frames).toHaveLength(0);
    expect(root().getAttribute('data-shown')).toBe('true');
    // jsdom lays nothing out: header, footer and related heights are 0, so 1550 / 3100.
    expect(container.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('50');
    scrollTo(100);
    expect(root().getAttribute('data-shown')).toBe('false');
  });
});
