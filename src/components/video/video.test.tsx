// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { PageContext } from '../../app/page-context.ts';
import { preloadIcons } from '../../ui/Icon.tsx';
import Video from './index.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

const rendering = { componentName: 'Video' };
const en = makePage(layoutWith({}), { editing: false });
const ar = makePage(layoutWith({}), { editing: false, language: 'ar', locale: 'ar', dir: 'rtl' });
const editor = makePage(layoutWith({}), { editing: true });

const poster = { value: { src: '/-/media/site/video/quay-poster.jpg', alt: 'A crane at dusk', width: '768', height: '432' } };
const file = { value: { href: '/-/media/site/video/quay.webm', linktype: 'media' } };
const texts = {
  sectionId: { value: 'quay-video' },
  eyebrow: { value: 'Jebel Ali' },
  headline: { value: 'A day on the quay' },
  description: { value: 'Six seconds of a crane at work.' },
  cta: { value: { href: '/solutions', text: 'Explore', linktype: 'internal' } },
  showDividerLine: { value: true },
};
const youtube = { videoProvider: { value: 'YouTube' }, videoID: { value: 'aqz-KE-bpKQ' } };

function html(fields: Record<string, unknown>, params: Record<string, string> = {}, page: PageContext = en) {
  return renderWithPage(<Video rendering={rendering} fields={fields} params={params} />, page);
}

describe('Video on the server', () => {
  it('renders VideoContent: section id, texts, divider and the thumbnail with a play button, no player yet', () => {
    const out = html({ ...texts, thumbnailImage: poster, video: file }, { FieldNames: 'VideoContent', Styles: 'White' });
    expect(out).toMatch(/<section[^>]*id="quay-video"/);
    expect(out).toContain('data-video-theme="white"');
    expect(out).toContain('<hr');
    expect(out).toMatch(/<h2[^>]*>A day on the quay<\/h2>/);
    expect(out).toContain('Jebel Ali');
    expect(out).toContain('Six seconds of a crane at work.');
    expect(out).toMatch(/<a[^>]*href="\/solutions"[^>]*>Explore<\/a>/);
    expect(out).toContain('data-video-aspect="video"');
    expect(out).toContain('src="/-/media/site/video/quay-poster.jpg"');
    expect(out).toMatch(/<button[^>]*aria-label="Play video"/);
    expect(out).toMatch(/role="group" aria-label="A day on the quay"/);
    expect(out).not.toContain('<video');
    expect(out).not.toContain('quay.webm');
  });

  it('takes theme and frame from Styles, and shows the video alone without VideoContent', () => {
    const black = html({ ...texts, video: file }, { FieldNames: 'VideoContent', Styles: 'Black Portrait' });
    expect(black).toContain('data-video-theme="black"');
    expect(black).toContain('data-video-aspect="portrait"');
    const alone = html({ ...texts, video: file }, { FieldNames: 'Default', Styles: 'square' });
    expect(alone).toContain('data-video-aspect="square"');
    expect(alone).not.toContain('<h2');
    expect(alone).not.toContain('<hr');
    expect(alone).toMatch(/<section[^>]*id="quay-video"/);
    expect(alone).toMatch(/role="group" aria-label="A day on the quay"/);
  });

  it('takes its anchor from a usable sectionId, else the rendering parameters (sectionIdOf)', () => {
    expect(html({ ...texts, sectionId: { value: 'quay video' }, video: file }, { RenderingIdentifier: 'quay' })).toMatch(/<section[^>]*id="quay"/);
    expect(html({ ...texts, sectionId: { value: 'quay video' }, video: file }, {})).not.toMatch(/<section[^>]*id=/);
  });

  it('loads nothing from YouTube before play when the CMS has a thumbnail, else shows YouTube’s own', () => {
    const own = html({ ...youtube, thumbnailImage: poster }, { FieldNames: 'Default' });
    expect(own).not.toMatch(/youtube|ytimg/i);
    expect(own).not.toContain('<iframe');
    const theirs = html({ ...youtube }, { FieldNames: 'Default' });
    expect(theirs).toContain('src="https://i.ytimg.com/vi/aqz-KE-bpKQ/maxresdefault.jpg"');
    expect(theirs).not.toContain('<iframe');
    const vimeo = html({ videoProvider: { value: 'vimeo' }, videoID: { value: '76979871' } }, {});
    expect(vimeo).toContain('src="https://vumbnail.com/76979871.jpg"');
  });

  it("shows 'No video source available' without a source, and nothing for an empty datasource", () => {
    const out = html({ ...texts }, { FieldNames: 'VideoContent' });
    expect(out).toContain('No video source available');
    expect(out).not.toContain('Play video');
    expect(html({ ...texts, thumbnailImage: poster }, { FieldNames: 'Default' })).toContain('No video source available');
    expect(html({}, {})).toBe('');
    expect(html({ ...texts }, { FieldNames: 'Default' })).toBe('');
  });

  it('gives editors the fields, the source in use and no autoplay', () => {
    const out = html({ ...youtube, video: file }, { FieldNames: 'VideoContent' }, editor);
    expect(out).toContain('[Headline]');
    expect(out).toContain('[Thumbnail image]');
    expect(out).toContain('data-video-editor-note');
    expect(out).toContain('YouTube aqz-KE-bpKQ');
    expect(out).not.toContain('<iframe');
    expect(html({}, {}, editor)).toContain('No video source available');
  });

  it('speaks the page language and survives junk', () => {
    const arabic = makePage(layoutWith({}), { ...ar, dictionary: { VideoPlay: 'تشغيل الفيديو', VideoNoSource: 'لا يتوفر مصدر للفيديو' } });
    expect(html({ video: file, thumbnailImage: poster }, {}, arabic)).toContain('aria-label="تشغيل الفيديو"');
    expect(html({ thumbnailImage: poster }, {}, arabic)).toContain('لا يتوفر مصدر للفيديو');
    for (const junk of [{ video: 3, videoID: {}, videoProvider: [] }, { thumbnailImage: 'x', headline: null }, { video: { value: { href: 42 } } }]) {
      expect(() => html(junk, { FieldNames: 'VideoContent', Styles: 'Black' })).not.toThrow();
    }
  });
});

// --- In the browser (jsdom): the player's behaviour ----------------------------------------------

type ObserverCallback = (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void;
const observers: Array<{ callback: ObserverCallback; options: IntersectionObserverInit }> = [];
let reducedMotion = false;
let cores = 8;
const play = vi.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { configurable: true, value: false });
  this.dispatchEvent(new Event('playing'));
  return Promise.resolve();
});
const pause = vi.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { configurable: true, value: true });
  this.dispatchEvent(new Event('pause'));
});

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await preloadIcons(['play', 'pause']);
});
beforeEach(() => {
  observers.length = 0;
  reducedMotion = false;
  cores = 8;
  play.mockClear();
  pause.mockClear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback, options: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  Object.defineProperty(window.navigator, 'hardwareConcurrency', { configurable: true, get: () => cores });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(fields: Record<string, unknown>, params: Record<string, string> = {}, page: PageContext = en) {
  return render(
    <PageProviders page={page}>
      <Video rendering={rendering} fields={fields} params={params} />
    </PageProviders>,
  );
}
const scrollTo = (ratio: number) =>
  act(() => {
    for (const observer of observers) observer.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  });
const toggle = () => screen.getByRole('button', { name: /video/i });
const stage = () => document.querySelector('[data-video-player]') as HTMLElement;
const video = () => document.querySelector('video');
const loaded = (element: HTMLVideoElement, duration: number) => {
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(element);
  fireEvent.loadedData(element);
};

describe('Video player (jsdom)', () => {
  it('observes with the spec thresholds, loads and plays in view, pauses out of view', () => {
    mount({ video: file, thumbnailImage: poster });
    expect(observers[0]?.options).toMatchObject({ threshold: [0.2, 0.5, 0.8], rootMargin: '0px 0px 150px 0px' });
    expect(video()).toBeNull();
    scrollTo(0.1);
    expect(video()).toBeNull();
    scrollTo(0.5);
    const element = video()!;
    expect(element.getAttribute('src')).toBe('/-/media/site/video/quay.webm');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeTruthy();
    loaded(element, 12);
    expect(screen.queryByRole('status')).toBeNull();
    expect(stage().dataset.videoState).toBe('playing');
    expect(toggle().getAttribute('aria-label')).toBe('Pause video');
    scrollTo(0);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(stage().dataset.videoState).toBe('paused');
    scrollTo(0.8);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('stays paused once paused by hand, in view or not, until play is pressed', () => {
    mount({ video: file });
    scrollTo(0.8);
    loaded(video()!, 12);
    fireEvent.click(toggle());
    expect(pause).toHaveBeenCalledTimes(1);
    expect(toggle().getAttribute('aria-label')).toBe('Play video');
    scrollTo(0);
    scrollTo(0.8);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(toggle());
    expect(play).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['reduced motion', () => (reducedMotion = true)],
    ['a weak device', () => (cores = 2)],
  ])('with %s it loads nothing in view and waits for the play button', (_name, setUp) => {
    setUp();
    mount({ video: file, thumbnailImage: poster });
    scrollTo(1);
    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(toggle());
    expect(video()).not.toBeNull();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('never starts by itself in edit mode', () => {
    mount({ video: file, thumbnailImage: poster }, {}, editor);
    scrollTo(1);
    expect(video()).toBeNull();
    fireEvent.click(toggle());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows the controls on pointer movement and hides them 3 s later while playing', () => {
    vi.useFakeTimers();
    mount({ video: file });
    scrollTo(1);
    loaded(video()!, 12);
    expect(stage().dataset.controls).toBe('hidden');
    fireEvent.pointerMove(stage());
    expect(stage().dataset.controls).toBe('shown');
    act(() => vi.advanceTimersByTime(2900));
    expect(stage().dataset.controls).toBe('shown');
    fireEvent.pointerMove(stage());
    act(() => vi.advanceTimersByTime(2900));
    expect(stage().dataset.controls).toBe('shown');
    act(() => vi.advanceTimersByTime(200));
    expect(stage().dataset.controls).toBe('hidden');
    // The focus a mouse click leaves behind does not keep them...
    act(() => toggle().focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(stage().dataset.controls).toBe('hidden');
    act(() => toggle().blur());
    // ...keyboard focus does, for as long as it stays inside.
    const original = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? true : original.call(this, selector);
    });
    act(() => toggle().focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(stage().dataset.controls).toBe('shown');
    vi.restoreAllMocks();
  });

  it('seeks 5 s with the arrow keys on the progress bar, within the video', () => {
    mount({ video: file });
    scrollTo(1);
    const element = video()!;
    loaded(element, 12);
    const bar = screen.getByRole('slider', { name: 'Video progress' });
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(bar.getAttribute('dir')).toBe('ltr');
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(element.currentTime).toBe(5);
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(element.currentTime).toBe(12);
    expect(bar.getAttribute('aria-valuetext')).toBe('0:12 of 0:12');
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    expect(element.currentTime).toBe(7);
    fireEvent.keyDown(bar, { key: 'Home' });
    expect(element.currentTime).toBe(0);
  });

  it("turns a media error into 'Video temporarily unavailable'; 'Try again' plays a fresh player", () => {
    reducedMotion = true;
    mount({ video: file, thumbnailImage: poster });
    fireEvent.click(toggle());
    act(() => toggle().focus());
    fireEvent.error(video()!);
    expect(screen.getByRole('alert').textContent).toBe('Video temporarily unavailable');
    expect(video()).toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(video()).not.toBeNull();
    expect(play).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(toggle());
  });

  it('catches a rendering failure inside the player and recovers on Try again', () => {
    let broken = true;
    function FlakyPoster() {
      if (broken) throw new Error('poster broke');
      return <img src="/poster.jpg" alt="" />;
    }
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageProviders page={en}>
        <VideoPlayer source={{ kind: 'file', url: '/v.webm', contentHub: false }} poster={<FlakyPoster />} title="Quay" editing={false} />
      </PageProviders>,
    );
    consoleError.mockRestore();
    expect(screen.getByRole('alert').textContent).toBe('Video temporarily unavailable');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.querySelector('img[src="/poster.jpg"]')).not.toBeNull();
    expect(video()).not.toBeNull();
  });

  it('creates the YouTube frame only in view, muted, looping, with autoplay and no controls', () => {
    mount({ ...youtube, thumbnailImage: poster });
    expect(document.querySelector('iframe')).toBeNull();
    scrollTo(0.5);
    const frame = document.querySelector('iframe')!;
    const url = new URL(frame.src);
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    // The page's own origin, read in the browser after mounting (never during a render).
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('controls')).toBe('0');
    expect(frame.title).toBe('Video');
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
