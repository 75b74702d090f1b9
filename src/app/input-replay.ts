import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from './island.ts';

/**
 * No first tap is lost (issue 26): a click or key on a control of an island whose code has not
 * hydrated yet is held at the document, the island hydrates at once, and the same input is given
 * again to the same element, as React replays events for the roots it already knows. What works
 * without script is left alone: links, popover and command invokers, `<summary>`, and typing in a
 * field (typed text is kept apart: `typed-values.ts`).
 */

/** What a visitor clicks that only the island's code can answer. */
export const SCRIPTED_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"], [role="menuitem"], label, input, select';
/** Controls the browser answers by itself, before any script. */
export const NATIVE_CONTROLS = 'a[href], summary, [popovertarget], [commandfor]';
/** Keys an island answers on a control (arrow-key movement, first and last item). */
const MOVEMENT_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
export const isMovementKey = (key: string): boolean => MOVEMENT_KEYS.has(key);
/** Enter and Space click a button or an input by themselves; on another role they need the island. */
const ACTIVATION_KEYS = new Set(['Enter', ' ']);
const CLICKS_BY_ITSELF = 'button, input, select, a[href], summary';

/** The island root around this element that has not hydrated yet, if any. */
export function waitingIslandOf(element: Element): Element | null {
  const root = element.closest(`[${ISLAND_ATTRIBUTE}]`);
  return root && root.getAttribute(ISLAND_HYDRATED_ATTRIBUTE) !== 'true' ? root : null;
}

/**
 * The control a click (or, with `forKey`, a key) on `target` would reach that needs the island's
 * code, if any. A popover invoker or a summary answers a click by itself, but not an arrow key.
 */
export function heldControlFor(target: EventTarget | null, forKey = false): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(`${SCRIPTED_CONTROLS}, ${NATIVE_CONTROLS}`);
  if (!control || control.matches(':disabled')) return null;
  if (control.matches(NATIVE_CONTROLS) && (!forKey || control.matches('a[href]'))) return null;
  return waitingIslandOf(control) ? control : null;
}

/** Whether this key on this element is one the island would answer (and nothing else would). */
export function isHeldKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, control: Element): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (MOVEMENT_KEYS.has(event.key)) return !isTextEntry(control);
  return ACTIVATION_KEYS.has(event.key) && !control.matches(CLICKS_BY_ITSELF);
}

function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'range', 'color'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Where the page's first inline script keeps the controls clicked before the runtime ran. */
export const EARLY_INPUTS = '__islandInputs';

/**
 * The page's first script, inline at the start of the body: from first paint until the runtime
 * has loaded (its module arrives after the whole document has been parsed), a click on a control
 * that needs an island's code is held and the control kept in `window.__islandInputs`; the
 * runtime hydrates its island and clicks it again (`replayFirstInputs`). The same rules as the
 * runtime's, written from the same selectors.
 */
export function earlyInputCaptureScript(): string {
  const scripted = JSON.stringify(SCRIPTED_CONTROLS);
  const native = JSON.stringify(NATIVE_CONTROLS);
  const island = JSON.stringify(`[${ISLAND_ATTRIBUTE}]`);
  return (
    `(()=>{const q=[];const h=(e)=>{const t=e.target;if(!(t instanceof Element))return;` +
    `const c=t.closest(${scripted}+","+${native});if(!c||c.matches(${native})||c.matches(":disabled"))return;` +
    `const r=c.closest(${island});if(!r||r.getAttribute(${JSON.stringify(ISLAND_HYDRATED_ATTRIBUTE)})==="true")return;` +
    `e.preventDefault();e.stopImmediatePropagation();if(!q.includes(c))q.push(c)};` +
    `document.addEventListener("click",h,true);` +
    `window.${EARLY_INPUTS}={controls:q,stop:()=>document.removeEventListener("click",h,true)}})();`
  );
}

interface EarlyInputs {
  controls: HTMLElement[];
  stop(): void;
}

/**
 * Listens at the document: a held click or key hydrates its island (`hydrate`), then is replayed
 * on the same element if it is still in the page and the island did hydrate. Clicks the page's
 * first script held before the runtime ran are taken over and replayed the same way. Returns the
 * function that stops listening (the page never calls it; a test does, so that the document it
 * shares with later tests holds no listener of its own).
 */
export function replayFirstInputs(hydrate: (root: Element) => Promise<void>, target: Document = document): () => void {
  const listening = new AbortController();
  /** Hydrates the control's island, then replays the input if the control is still there and the island did hydrate. */
  const replayOnceHydrated = (control: HTMLElement, replay: () => void): boolean => {
    const root = waitingIslandOf(control);
    if (!root) return false;
    void hydrate(root).then(() => {
      if (control.isConnected && root.getAttribute(ISLAND_HYDRATED_ATTRIBUTE) === 'true') replay();
    });
    return true;
  };
  const hold = (event: Event, control: HTMLElement, replay: () => void) => {
    if (!replayOnceHydrated(control, replay)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  target.addEventListener(
    'click',
    (event) => {
      const control = heldControlFor(event.target);
      if (control) hold(event, control, () => control.click());
    },
    { capture: true, signal: listening.signal },
  );
  target.addEventListener(
    'keydown',
    (event) => {
      const control = heldControlFor(event.target, true);
      if (!control || !isHeldKey(event, control)) return;
      const { key, code, shiftKey } = event;
      hold(event, control, () => control.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true })));
    },
    { capture: true, signal: listening.signal },
  );
  const early = (globalThis as unknown as Record<string, EarlyInputs | undefined>)[EARLY_INPUTS];
  if (early) {
    early.stop();
    for (const control of early.controls.splice(0)) replayOnceHydrated(control, () => control.click());
  }
  return () => listening.abort();
}
