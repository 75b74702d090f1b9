// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForModalTriggers } from './modal-triggers.ts';
import { UNDER_LOAD } from '../../test/support/under-load.ts';

describe('listenForModalTriggers', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
    window.localStorage.clear();
  });

  function opened(): string[] {
    const events: string[] = [];
    window.addEventListener('openCustomModal', (event) => events.push(`open:${(event as CustomEvent<{ id: string }>).detail.id}`));
    return events;
  }

  it('prepares the modal (hydrates its island) before the open events fire, from a click inside a trigger', async () => {
    const order: string[] = [];
    const events = opened();
    window.addEventListener('openCustomModal-enquiry', () => order.push('event'), { once: true });
    let release!: () => void;
    stop = listenForModalTriggers((id) => {
      order.push(`prepare:${id}`);
      return new Promise<void>((resolve) => (release = resolve));
    });
    document.body.innerHTML = '<button data-modal-id="enquiry" data-modal-href="/doc.pdf"><span id="inner">Enquire</span></button>';
    document.getElementById('inner')!.click();
    expect(order).toEqual(['prepare:enquiry']);
    release();
    await vi.waitFor(() => expect(events).toEqual(['open:enquiry']), UNDER_LOAD);
    expect(order).toEqual(['prepare:enquiry', 'event']);
    expect(window.localStorage.getItem('enquiry')).toBe('/doc.pdf');
  });

  it('opens even when preparing fails, and ignores clicks elsewhere, other buttons and handled clicks', async () => {
    const events = opened();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = listenForModalTriggers(() => Promise.reject(new Error('chunk failed')));
    document.body.innerHTML = '<a id="plain" href="#x">x</a><button id="empty" data-modal-id="">y</button><button id="t" data-modal-id="m">z</button>';
    document.getElementById('plain')!.click();
    document.getElementById('empty')!.click();
    document.getElementById('t')!.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 1 }));
    const handled = new MouseEvent('click', { bubbles: true, cancelable: true });
    handled.preventDefault();
    document.getElementById('t')!.dispatchEvent(handled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual([]);
    document.getElementById('t')!.click();
    await vi.waitFor(() => expect(events).toEqual(['open:m']), UNDER_LOAD);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
