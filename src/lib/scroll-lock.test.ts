// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isPageScrollLocked, lockPageScroll } from './scroll-lock.ts';

const root = () => document.documentElement;

describe('lockPageScroll', () => {
  afterEach(() => root().removeAttribute('style'));

  it('hides the root overflow until the last lock is released, then restores what was there', () => {
    root().style.overflow = 'clip';
    const first = lockPageScroll();
    const second = lockPageScroll();
    expect(root().style.overflow).toBe('hidden');
    expect(root().dataset.scrollLocked).toBe('true');
    expect(isPageScrollLocked()).toBe(true);
    first();
    first(); // twice is harmless
    expect(root().style.overflow).toBe('hidden');
    second();
    expect(root().style.overflow).toBe('clip');
    expect(root().dataset.scrollLocked).toBeUndefined();
    expect(isPageScrollLocked()).toBe(false);
  });

  it('keeps the scrollbar gutter only when the page had a scrollbar', () => {
    Object.defineProperty(root(), 'clientWidth', { configurable: true, value: window.innerWidth - 15 });
    let release = lockPageScroll();
    expect(root().style.scrollbarGutter).toBe('stable');
    release();
    expect(root().style.scrollbarGutter).toBe('');
    Object.defineProperty(root(), 'clientWidth', { configurable: true, value: window.innerWidth });
    release = lockPageScroll();
    expect(root().style.scrollbarGutter).toBe('');
    release();
  });
});
