// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../../app/PageProviders.tsx';
import { layoutWith, makePage } from '../../app/testing.tsx';
import type { PlayableVideoSource } from '../../lib/video-card.ts';
import { preloadIcons } from '../Icon.tsx';
import { VideoCard, useCardHover } from './VideoCard.tsx';

let reducedMotion = false;
const play = vi.fn(function (this: HTMLMediaElement) {
  this.dispatchEvent(new Event('playing'));
  return Promise.resolve();
});
const pause = vi.fn();

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The control's two glyphs, loaded as the card's effect asks for them (a glyph still loading
  // would hold the control's re-render back).
  await preloadIcons(['play', 'pause']);
});
beforeEach(() => {
  reducedMotion = false;
  play.mockClear();
  pause.mockClear();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') ? reducedMotion : false, media: query }));
  Object.defineProperty(window.HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILE: PlayableVideoSource = { kind: 'file', url: '/-/media/card.webm', contentHub: false };
const YOUTUBE: PlayableVideoSource = { kind: 'embed', provider: 'youtube', id: 'M7lc1UVf-VE' };

function Card({ source, playsOnHover = true }: { source: PlayableVideoSource; playsOnHover?: boolean }) {
  const [hovered, ref] = useCardHover<HTMLElement>(true);
  return (
    <article data-testid="card" ref={ref}>
      <VideoCard source={source} poster={<img src="/card.svg" alt="" />} title="Quay" hovered={hovered} playsOnHover={playsOnHover} editing={false} />
      <a href="/more">More</a>
    </article>
  );
}

function mount(source: PlayableVideoSource, playsOnHover?: boolean) {
  const result = render(
    <PageProviders page={makePage(layoutWith({}), { editing: false })}>
      <Card source={source} {...(playsOnHover === undefined ? {} : { playsOnHover })} />
    </PageProviders>,
  );
  const stage = result.container.querySelector<HTMLElement>('[data-video-card]')!;
  return { card: result.getByTestId('card'), stage, toggle: () => result.container.querySelector<HTMLButtonElement>('[data-video-card-toggle]')! };
}
const video = () => document.querySelector('video');

describe('VideoCard (spec 002 section 4)', () => {
  it('loads nothing until played; the control toggles a muted, looping file without controls', () => {
    const { stage, toggle } = mount(FILE, false);
    expect(video()).toBeNull();
    expect(toggle().getAttribute('aria-label')).toBe('Play video');
    fireEvent.click(toggle());
    const element = video()!;
    expect([element.muted, element.loop, element.controls, element.getAttribute('src')]).toEqual([true, true, false, '/-/media/card.webm']);
    // A spinner until the player is ready.
    expect(stage.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading video');
    act(() => {
      element.dispatchEvent(new Event('loadeddata'));
    });
    expect(play).toHaveBeenCalled();
    expect(stage.querySelector('[role="status"]')).toBeNull();
    expect(stage.getAttribute('data-video-state')).toBe('playing');
    expect(stage.getAttribute('data-video-overlay')).toBe('hidden');
    expect(toggle().getAttribute('aria-label')).toBe('Pause video');
    // ... and while it buffers.
    act(() => {
      element.dispatchEvent(new Event('waiting'));
    });
    expect(stage.querySelector('[role="status"]')).not.toBeNull();

    fireEvent.click(toggle());
    expect(pause).toHaveBeenCalled();
    expect(stage.getAttribute('data-video-state')).toBe('paused');
    expect(stage.querySelector('[role="status"]')).toBeNull();
    // The thumbnail stays hidden after the first play.
    expect(stage.getAttribute('data-video-overlay')).toBe('hidden');
  });

  it('plays a file while hovered in the slider card, by mouse and not by touch', () => {
    const { card, stage } = mount(FILE);
    fireEvent.pointerEnter(card, { pointerType: 'touch' });
    expect(video()).toBeNull();
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(video()).not.toBeNull();
    act(() => {
      video()!.dispatchEvent(new Event('loadeddata'));
    });
    expect(stage.getAttribute('data-video-state')).toBe('playing');
    fireEvent.pointerLeave(card, { pointerType: 'mouse' });
    expect(stage.getAttribute('data-video-state')).toBe('paused');
  });

  it('does not play on hover when the visitor asks for less motion; the control still plays', () => {
    reducedMotion = true;
    const { card, toggle } = mount(FILE);
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(video()).toBeNull();
    fireEvent.click(toggle());
    expect(video()).not.toBeNull();
  });

  it('plays YouTube in its embed built from the id, only when the control is pressed', () => {
    const { card, stage, toggle } = mount(YOUTUBE);
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(toggle());
    const frame = document.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(Object.fromEntries(['autoplay', 'mute', 'loop', 'playlist', 'controls'].map((name) => [name, src.searchParams.get(name)]))).toEqual({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'M7lc1UVf-VE',
      controls: '0',
    });
    expect(frame.title).toBe('Quay');
    expect(stage.getAttribute('data-video-overlay')).toBe('shown');
    act(() => {
      frame.dispatchEvent(new Event('load'));
    });
    expect(stage.getAttribute('data-video-overlay')).toBe('hidden');
    expect(stage.querySelector('[role="status"]')).toBeNull();
  });
});
