// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { EARLY_INPUTS, earlyInputCaptureScript, replayFirstInputs } from './input-replay.ts';
import { UNDER_LOAD } from '../../test/support/under-load.ts';

/** A file of its own: the runtime's listeners stay on the document once added. */

describe("the page's first script", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUTS];
  });

  it('holds clicks on scripted controls until the runtime takes them over and replays them', async () => {
    document.body.innerHTML =
      '<div data-island="tabs"><button id="b">Go</button><button id="p" popovertarget="m">m</button></div><button id="outside">x</button>';
    new Function(earlyInputCaptureScript())();
    const seen = vi.fn();
    document.getElementById('b')!.addEventListener('click', seen);
    const popover = vi.fn();
    document.getElementById('p')!.addEventListener('click', popover);
    (document.getElementById('b') as HTMLButtonElement).click();
    (document.getElementById('b') as HTMLButtonElement).click();
    (document.getElementById('p') as HTMLButtonElement).click();
    expect(seen).not.toHaveBeenCalled();
    expect(popover).toHaveBeenCalledTimes(1);
    const early = (window as unknown as Record<string, { controls: Element[] }>)[EARLY_INPUTS]!;
    expect(early.controls).toEqual([document.getElementById('b')]);

    const root = document.querySelector('[data-island]')!;
    const hydrate = vi.fn(async (island: Element) => island.setAttribute('data-island-hydrated', 'true'));
    onTestFinished(replayFirstInputs(hydrate));
    expect(hydrate).toHaveBeenCalledWith(root);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1), UNDER_LOAD);
    // The early listener is gone: a click now reaches the hydrated island directly.
    (document.getElementById('b') as HTMLButtonElement).click();
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
