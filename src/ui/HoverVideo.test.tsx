// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageProviders } from '../app/PageProviders.tsx';
import { layoutWith, makePage } from '../app/testing.tsx';
import { HoverVideo, useHoverActivity } from './HoverVideo.tsx';

let reducedMotion = false;
let saveData = false;
const play = vi.fn(function (this: HTMLMediaElement) {
  this.dispatchEvent(new Event('playing'));
  return Promise.resolve();
});
const pause = vi.fn(function (this: HTMLMediaElement) {
  this.dispatchEvent(new Event('pause'));
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  reducedMotion = false;
  saveData = false;
  play.mockClear();
  pause.mockClear();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') ? reducedMotion : false, media: query }));
  Object.defineProperty(window.navigator, 'connection', { configurable: true, get: () => ({ saveData, effectiveType: '4g' }) });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Card({ enabled = true }: { enabled?: boolean }) {
  const [active, handlers] = useHoverActivity(enabled);
  return (
    <article data-testid="card" {...handlers}>
      <img src="/card.svg" alt="" />
      <HoverVideo src="/card.webm" active={active} />
      <a href="/more">More</a>
    </article>
  );
}

function mount(enabled = true) {
  const result = render(
    <PageProviders page={makePage(layoutWith({}), { editing: false })}>
      <Card enabled={enabled} />
    </PageProviders>,
  );
  return result.getByTestId('card');
}
const video = () => document.querySelector('video');

describe('HoverVideo', () => {
  it('downloads nothing until hovered, then plays muted and looping; pauses and rewinds on leave', () => {
    const card = mount();
    expect(video()).toBeNull();
    fireEvent.pointerOver(card, { pointerType: 'mouse' });
    const element = video()!;
    expect(element.getAttribute('src')).toBe('/card.webm');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(play).toHaveBeenCalledTimes(1);
    expect(element.dataset.hoverVideo).toBe('playing');
    element.currentTime = 2;
    fireEvent.pointerOut(card, { pointerType: 'mouse', relatedTarget: document.body });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(element.currentTime).toBe(0);
    expect(element.dataset.hoverVideo).toBe('paused');
  });

  it('plays while the focus is inside the card', () => {
    const card = mount();
    act(() => card.querySelector('a')!.focus());
    expect(play).toHaveBeenCalledTimes(1);
    act(() => card.querySelector('a')!.blur());
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('does not take a touch for a hover', () => {
    fireEvent.pointerOver(mount(), { pointerType: 'touch' });
    expect(video()).toBeNull();
  });

  it.each([
    ['reduced motion', () => (reducedMotion = true)],
    ['Save-Data', () => (saveData = true)],
  ])('stays an image with %s', (_name, setUp) => {
    setUp();
    fireEvent.pointerOver(mount(), { pointerType: 'mouse' });
    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('does nothing when disabled (edit mode) and hides a video that fails', () => {
    fireEvent.pointerOver(mount(false), { pointerType: 'mouse' });
    expect(video()).toBeNull();
    cleanup();
    const card = mount();
    fireEvent.pointerOver(card, { pointerType: 'mouse' });
    fireEvent.error(video()!);
    expect(video()).toBeNull();
  });
});
