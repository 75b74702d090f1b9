// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { heldControlFor, isHeldKey, replayFirstInputs } from './input-replay.ts';
import { UNDER_LOAD } from '../../test/support/under-load.ts';

/** Which first inputs the runtime holds for an island still loading, and which it leaves to the browser. */
describe('input replay', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const island = (inner: string, hydrated = false) => {
    document.body.innerHTML = `<div data-island="tabs"${hydrated ? ' data-island-hydrated="true"' : ''}>${inner}</div><button id="outside">x</button>`;
  };
  const at = (selector: string) => document.querySelector(selector)!;

  it('holds a click on a control that needs the island, from the control or anything inside it', () => {
    island('<button id="b"><span id="inner">Go</span></button><div role="tab" id="t">Tab</div>');
    expect(heldControlFor(at('#inner'))).toBe(at('#b'));
    expect(heldControlFor(at('#t'))).toBe(at('#t'));
  });

  it('leaves alone what works without script, what is outside islands, disabled controls and hydrated islands', () => {
    island(
      '<a id="a" href="/x"><span id="in-a">x</span></a><button id="p" popovertarget="m">m</button><details><summary id="s">s</summary></details>' +
        '<button id="d" disabled>d</button><p id="text">plain</p>',
    );
    for (const id of ['#in-a', '#p', '#s', '#d', '#text', '#outside']) expect(heldControlFor(at(id)), id).toBeNull();
    island('<button id="b">Go</button>', true);
    expect(heldControlFor(at('#b'))).toBeNull();
  });

  it('holds a key on a popover invoker (the browser opens it on a click, not on an arrow key), never on a link', () => {
    island('<button id="p" popovertarget="m">m</button><a id="a" href="/x">x</a>');
    expect(heldControlFor(at('#p'), true)).toBe(at('#p'));
    expect(heldControlFor(at('#a'), true)).toBeNull();
  });

  it('holds movement keys on controls, and Enter or Space only where the browser would not click by itself', () => {
    island('<button id="b">b</button><div role="tab" tabindex="0" id="t">t</div><input id="i" type="text">');
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...extra });
    expect(isHeldKey(key('ArrowRight'), at('#b'))).toBe(true);
    expect(isHeldKey(key('Home'), at('#t'))).toBe(true);
    expect(isHeldKey(key('ArrowLeft'), at('#i'))).toBe(false);
    expect(isHeldKey(key('Enter'), at('#b'))).toBe(false);
    expect(isHeldKey(key(' '), at('#t'))).toBe(true);
    expect(isHeldKey(key('ArrowRight', { ctrlKey: true }), at('#b'))).toBe(false);
    expect(isHeldKey(key('a'), at('#t'))).toBe(false);
  });

  it('replays a held click on the same control once the island has hydrated, and not if it did not', async () => {
    island('<button id="b">Go</button>');
    const root = at('[data-island]');
    let finish!: () => void;
    const hydrate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const seen = vi.fn();
    onTestFinished(replayFirstInputs(hydrate));
    at('#b').addEventListener('click', seen);
    (at('#b') as HTMLButtonElement).click();
    expect(hydrate).toHaveBeenCalledWith(root);
    expect(seen).not.toHaveBeenCalled();
    root.setAttribute('data-island-hydrated', 'true');
    finish();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1), UNDER_LOAD);

    // An island whose code failed to load stays as the server sent it: nothing is replayed.
    island('<button id="b2">Again</button>');
    const failed = vi.fn();
    at('#b2').addEventListener('click', failed);
    (at('#b2') as HTMLButtonElement).click();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failed).not.toHaveBeenCalled();
  });

  it('stops holding inputs once its stop function is called', () => {
    island('<button id="b">Go</button>');
    const hydrate = vi.fn(() => Promise.resolve());
    const seen = vi.fn();
    at('#b').addEventListener('click', seen);
    const stop = replayFirstInputs(hydrate);
    stop();
    (at('#b') as HTMLButtonElement).click();
    expect(hydrate).not.toHaveBeenCalled();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
