import { whenIdle, whenLoaded } from '../lib/page-settled.ts';
import { LAID_OUT_ATTRIBUTE, TOP_LEVEL_BLOCKS } from './deferred-layout.rules.ts';

/** The longest one block waits for an idle period before it is laid out anyway. */
export const LAY_OUT_TIMEOUT_MS = 1000;
/** The longest the layout waits for the page's load event. */
export const LAY_OUT_AFTER_MAX_MS = 4000;

/**
 * The browser's side of deferred layout (`deferred-layout.rules.ts`): once the page has loaded,
 * the blocks the browser skipped are laid out one at a time, top to bottom, one per idle period,
 * so no single task lays out the whole page and, a moment after load, every block has its real
 * height. A block already laid out (on screen) costs nothing more. Resolves when all are done.
 */
export function layOutDeferredBlocks(target: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      const blocks = [...target.querySelectorAll(TOP_LEVEL_BLOCKS)];
      const next = () => {
        const block = blocks.shift();
        if (!block) {
          resolve();
          return;
        }
        block.setAttribute(LAID_OUT_ATTRIBUTE, '');
        whenIdle(next, LAY_OUT_TIMEOUT_MS);
      };
      whenIdle(next, LAY_OUT_TIMEOUT_MS);
    };
    whenLoaded(start, LAY_OUT_AFTER_MAX_MS, target);
  });
}
