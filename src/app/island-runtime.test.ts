// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { iconsIn } from './island-hydrator.tsx';
import { isWaitingInStream } from './island-runtime.ts';

/** Where the island runtime waits for React's streaming before it schedules a root (decision record 009). */
describe('isWaitingInStream', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const root = () => document.querySelector('[data-island]')!;

  it('waits for a root inside a hidden holder of a late boundary', () => {
    document.body.innerHTML = '<div hidden id="S:2"><div data-island="tabs"><section></section></div></div>';
    expect(isWaitingInStream(root())).toBe(true);
  });

  it.each(['$?', '$~'])('waits for a root whose own block suspended on the server (%s)', (marker) => {
    document.body.innerHTML = `<div data-island="card-carousel"><!--${marker}--><template id="B:3"></template><!--/$--></div>`;
    expect(isWaitingInStream(root())).toBe(true);
  });

  it('does not wait for a root whose content is in place, or whose boundary the server gave up on', () => {
    document.body.innerHTML = '<div data-island="video"><!--$--><section></section><!--/$--></div>';
    expect(isWaitingInStream(root())).toBe(false);
    document.body.innerHTML = '<div data-island="video"><!--$!--><template id="B:4" data-msg="failed"></template><!--/$--></div>';
    expect(isWaitingInStream(root())).toBe(false);
  });
});

describe('iconsIn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names each icon the server rendered inside the root once, and none outside it', () => {
    document.body.innerHTML =
      '<svg data-icon="menu"></svg><div data-island="article-hero"><button><svg data-icon="link"></svg></button>' +
      '<svg data-icon="share"></svg><svg data-icon="link"></svg><span data-icon=""></span></div>';
    expect(iconsIn(document.querySelector('[data-island]')!).sort()).toEqual(['link', 'share']);
  });
});
