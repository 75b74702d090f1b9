import { createElement } from 'react';
import { preconnect, preload } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { recordHints, replayHints, takeLeadingPreloads } from './resource-hints.ts';

function Hero() {
  preload('/hero.svg', { as: 'image', fetchPriority: 'high', media: '(max-width: 767.98px)' });
  preconnect('https://cdn.example.com');
  return createElement('img', { src: '/hero.svg', alt: '', loading: 'lazy' });
}

describe('resource hints of a block rendered on its own', () => {
  it('records react-dom hint calls instead of making them, and a later render gets them back', () => {
    const { result, hints } = recordHints(() => renderToString(createElement(Hero)));
    expect(result).toBe('<img src="/hero.svg" alt="" loading="lazy"/>');
    expect(hints.map(([method]) => method)).toEqual(['L', 'C']);
    function Replay() {
      replayHints(hints);
      return createElement('p', null, 'page');
    }
    const page = renderToString(createElement(Replay));
    expect(page).toContain('<link rel="preload" href="/hero.svg" as="image" fetchPriority="high" media="(max-width: 767.98px)"/>');
    expect(page).toContain('<link rel="preconnect" href="https://cdn.example.com"/>');
    expect(page.endsWith('<p>page</p>')).toBe(true);
  });

  it("turns React's own image preloads in front of the markup into the same calls", () => {
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement('img', { src: '/a.svg?w=1&h=2', fetchPriority: 'high', alt: '' }),
        createElement('img', { srcSet: '/b.jpg 1x, /b2.jpg 2x', sizes: '50vw', src: '/b.jpg', fetchPriority: 'high', alt: '' }),
      ),
    );
    const taken = takeLeadingPreloads(html)!;
    expect(taken.markup.startsWith('<div>')).toBe(true);
    expect(taken.hints).toEqual([
      ['L', ['/a.svg?w=1&h=2', 'image', { fetchPriority: 'high' }]],
      ['L', ['/b.jpg 1x, /b2.jpg 2x', 'image', { fetchPriority: 'high', imageSrcSet: '/b.jpg 1x, /b2.jpg 2x', imageSizes: '50vw' }]],
    ]);
    function Replay() {
      replayHints(taken.hints);
      return null;
    }
    const again = renderToString(createElement(Replay));
    expect(again).toContain('href="/a.svg?w=1&amp;h=2"');
    expect(again).toContain('imageSrcSet="/b.jpg 1x, /b2.jpg 2x" imageSizes="50vw"');
    expect(again).not.toContain('href="/b.jpg 1x');
  });

  it('gives up on a leading tag it would not give back the same', () => {
    expect(takeLeadingPreloads('<link rel="stylesheet" href="/x.css"/><div></div>')).toBeUndefined();
    expect(takeLeadingPreloads('<link rel="preload" as="font" href="/f.woff2"/><div></div>')).toBeUndefined();
    expect(takeLeadingPreloads('<div></div>')).toEqual({ hints: [], markup: '<div></div>' });
  });
});
