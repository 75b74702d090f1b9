/** React's hidden holders of boundaries the server streamed but the browser has not revealed yet. */
export const STREAM_HOLDER = '[hidden][id^="S:"]';
/** After the load event, the longest the watch waits for holders that never reveal (an aborted stream). */
export const LATE_WATCH_AFTER_LOAD_MS = 10_000;

/**
 * Boundaries the server streams late carry islands too, and React reveals them (moves them out of
 * their hidden holder) when it chooses: during parsing, or batched a little later, after the
 * document is complete. Watches the body until the document is complete and no holder is left,
 * handing each revealed subtree to `discover` (which also looks at the island around it: a block
 * that suspended on the server is revealed inside its own root).
 */
export function watchLateBoundaries(discover: (node: ParentNode) => void): void {
  const settled = () => document.readyState === 'complete' && document.querySelector(STREAM_HOLDER) === null;
  if (settled()) return;
  const watcher = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof Element) discover(node);
      }
    }
    if (settled()) watcher.disconnect();
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  const onComplete = () => {
    discover(document);
    if (settled()) watcher.disconnect();
    else setTimeout(() => watcher.disconnect(), LATE_WATCH_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') onComplete();
  else window.addEventListener('load', onComplete, { once: true });
}
