// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import { preloadIcons } from '../Icon.tsx';
import { LINK_COPIED_MS, SPEECH_UNSUPPORTED } from './share-actions.rules.ts';
import { ShareActions } from './ShareActions.tsx';

const page = makePage(layoutWith({}), { locale: 'default', path: '/insights/blogs/green-corridors', publicUrl: 'https://www.example.com' });

beforeAll(async () => {
  await preloadIcons(['headphones', 'stop', 'printer', 'link', 'check', 'share', 'facebook', 'linkedin', 'x', 'instagram']);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

function mount(node = <ShareActions title="Green corridors & ports" />) {
  return render(<PageProviders page={page}>{node}</PageProviders>);
}

describe('ShareActions on the server', () => {
  it('renders listen, print, copy link, the share toggle and the four share links with the page URL and title encoded', () => {
    const html = renderWithPage(<ShareActions title="Green corridors & ports" />, page);
    expect(html).toContain('data-action="listen"');
    expect(html).toContain('data-action="print"');
    expect(html).toContain('data-action="copy-link"');
    expect(html).toContain('data-action="share" aria-expanded="false"');
    const u = encodeURIComponent('https://www.example.com/insights/blogs/green-corridors');
    const t = encodeURIComponent('Green corridors & ports');
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${u}&amp;quote=${t}"`);
    expect(html).toContain(`https://www.linkedin.com/shareArticle?mini=true&amp;url=${u}&amp;title=${t}`);
    expect(html).toContain(`https://x.com/intent/tweet?url=${u}&amp;text=${t}`);
    expect(html).toContain('href="https://www.instagram.com/"');
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(4);
    expect(html).not.toContain('data-link-copied');
  });

  it('uses configured icons instead of the catalogue glyphs', () => {
    const html = renderWithPage(<ShareActions title="T" icons={{ facebook: { src: '/-/media/fb.svg', alt: '' } }} />, page);
    expect(html).toMatch(/data-share="facebook"[^>]*><img src="\/-\/media\/fb.svg"/);
    expect(html).toMatch(/data-share="x"[^>]*><!--\$--><svg/);
  });
});

describe('ShareActions in the browser', () => {
  it('copies the page link, shows the confirmation for 2 s, and hides it on click', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = mount();
    await act(async () => {
      fireEvent.click(container.querySelector('[data-action="copy-link"]')!);
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href.split('#')[0]);
    expect(container.querySelector('[data-link-copied]')?.textContent).toContain('Link copied');
    act(() => vi.advanceTimersByTime(LINK_COPIED_MS - 1));
    expect(container.querySelector('[data-link-copied]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('[data-link-copied]')).toBeNull();

    await act(async () => {
      fireEvent.click(container.querySelector('[data-action="copy-link"]')!);
    });
    act(() => {
      fireEvent.click(container.querySelector('[data-link-copied]')!);
    });
    expect(container.querySelector('[data-link-copied]')).toBeNull();
  });

  it('toggles the share panel with its button and closes it on a click outside or Escape', () => {
    const { container } = mount();
    const toggle = container.querySelector('[data-action="share"]')!;
    const panel = () => container.querySelector('[data-share-panel]')!;
    expect(panel().getAttribute('data-open')).toBe('false');
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel().getAttribute('data-open')).toBe('true');
    act(() => {
      fireEvent.pointerDown(panel().querySelector('a')!);
    });
    expect(panel().getAttribute('data-open')).toBe('true');
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(panel().getAttribute('data-open')).toBe('false');
    act(() => {
      fireEvent.click(toggle);
    });
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('prints', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = mount();
    fireEvent.click(container.querySelector('[data-action="print"]')!);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('hides Listen and logs the spec message without speech synthesis', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { container } = mount();
    expect(container.querySelector('[data-action="listen"]')).toBeNull();
    expect(info).toHaveBeenCalledWith(SPEECH_UNSUPPORTED);
  });

  it('reads the main text and image descriptions aloud, and stops', () => {
    const speak = vi.fn();
    const cancel = vi.fn();
    (window as unknown as { speechSynthesis: unknown }).speechSynthesis = { speak, cancel, pause: vi.fn(), resume: vi.fn() };
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      lang = '';
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    };
    const main = document.createElement('main');
    main.innerHTML = '<h1>Green corridors</h1><p>Ports change.</p><img alt="Cranes at dusk" src="x.svg">';
    document.body.append(main);
    const { container } = render(
      <PageProviders page={page}>
        <ShareActions title="T" />
      </PageProviders>,
      { container: main.appendChild(document.createElement('div')) },
    );
    const listen = container.querySelector('[data-action="listen"]')!;
    act(() => {
      fireEvent.click(listen);
    });
    expect(speak).toHaveBeenCalledTimes(1);
    const utterance = speak.mock.calls[0]![0] as { text: string; lang: string };
    expect(utterance.text).toBe('Green corridors. Ports change. Cranes at dusk.');
    expect(utterance.lang).toBe('en-GB');
    expect(listen.getAttribute('aria-pressed')).toBe('true');
    expect(listen.textContent).toContain('Stop');
    act(() => {
      fireEvent.click(listen);
    });
    expect(listen.getAttribute('aria-pressed')).toBe('false');
    main.remove();
  });
});
