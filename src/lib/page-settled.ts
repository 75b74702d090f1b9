/**
 * When the page has settled, for browser code that must not compete with the page's own load:
 * the island runtime (islands its rule wakes) and the deferred layout (blocks laid out after
 * load). Browser only.
 */

/**
 * Runs once the document has loaded (its load event), or after `maxWaitMs` if the load event is
 * slower (an image or frame that never finishes must not hold the work back for good).
 */
export function whenLoaded(run: () => void, maxWaitMs: number, target: Document = document): void {
  if (target.readyState === 'complete') {
    run();
    return;
  }
  const view = target.defaultView;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    view?.removeEventListener('load', once);
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, maxWaitMs);
  view?.addEventListener('load', once);
}

/** Runs in the browser's next idle period, or after `timeoutMs` at the latest. */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 16);
}

/**
 * Resolves in a new task, so that what follows does not lengthen the current one: the browser may
 * paint and answer input in between (`scheduler.yield()` where there is one, which keeps this
 * work ahead of other tasks; a zero timeout elsewhere).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
