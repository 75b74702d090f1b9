import { onUnrecoverableChunk, reloadPageOnce, watchTyping } from './src/app/chunk-recovery.ts';
import { layOutDeferredBlocks } from './src/app/deferred-layout.ts';
import { revealFailedBlocks } from './src/app/failed-blocks.ts';
import { createIslandRuntime, islandForModal } from './src/app/island-runtime.ts';
import { watchLateBoundaries } from './src/app/late-boundaries.ts';
import { listenForModalTriggers } from './src/app/modal-triggers.ts';
import type { PageFacts } from './src/app/page-facts.ts';
import { PAGE_FACTS_ELEMENT_ID } from './src/app/page-facts-element.ts';
import { trackPageView } from './src/app/page-view.ts';
import { prefersReducedMotion } from './src/lib/reduced-motion.ts';
import { revealHeadingsOnView } from './src/ui/heading-reveal.ts';

/**
 * The page's only script: hydrates the islands (decision record 009), opens slide-ins from any
 * trigger, reveals large headings as they enter the view, and sends the page view. Static blocks
 * are never hydrated and load no code.
 */
const element = document.getElementById(PAGE_FACTS_ELEMENT_ID);
let facts: PageFacts | undefined;
try {
  facts = element?.textContent ? (JSON.parse(element.textContent) as PageFacts) : undefined;
} catch (error) {
  console.error('the page facts are not valid JSON; the page stays as the server sent it:', error);
}

if (facts) {
  // A chunk that fails twice (a page of an earlier release): the page reloads once (issue 27),
  // unless the visitor has typed into it.
  watchTyping(document);
  onUnrecoverableChunk((error) => void reloadPageOnce(error));
  const runtime = createIslandRuntime(facts);
  runtime.discover(document);
  // Spec 000 section 9, heading animation: for visitors, never in edit mode or with reduced motion.
  const headings = facts.editing || prefersReducedMotion() ? undefined : revealHeadingsOnView();
  headings?.discover(document);
  watchLateBoundaries((node) => {
    runtime.discover(node);
    headings?.discover(node);
  });
  listenForModalTriggers((modalId) => {
    const island = islandForModal(modalId);
    return island ? runtime.hydrate(island) : Promise.resolve();
  });
  if (facts.editing) {
    // Static blocks that failed on the server: their notices, once every boundary has arrived.
    if (document.readyState === 'complete') revealFailedBlocks(document);
    else window.addEventListener('load', () => revealFailedBlocks(document), { once: true });
  }
  void runtime.eagerReady().then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
  // The blocks the browser skipped while the page loaded, laid out one at a time once it has.
  if (!facts.editing) void layOutDeferredBlocks();
  // Spec 000 section 7: one page-view event per page load (the site has no client-side navigation).
  trackPageView(facts.pageView);
}
