import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_MODAL_ATTRIBUTE,
  ISLAND_PAGESHOW_ATTRIBUTE,
  PAGE_SHOWN_AGAIN_EVENT,
  type IslandLoad,
} from './island.ts';
import { isMovementKey, NATIVE_CONTROLS, replayFirstInputs } from './input-replay.ts';
import { OPEN_MODAL_EVENT } from '../lib/modal-events.ts';
import { STREAM_HOLDER } from './late-boundaries.ts';
import type { PageFacts } from './page-facts.ts';
import type { HydrationPriority } from './island-hydrator.tsx';
import { nextTask, whenIdle, whenLoaded } from '../lib/page-settled.ts';
import { loadChunk } from './chunk-recovery.ts';

/**
 * The browser side of the islands contract, without React: finds the island roots the server
 * marked, and hydrates each one when its rule says (`island.ts`: at once, near the viewport, when
 * touched, at the first scroll, when idle, or when asked; at once on a visitor's pointer, key or
 * focus inside it). React and the hydrating code (`island-hydrator.tsx`) load with the first
 * island that hydrates, so a page left alone whose islands wait loads none of it. A click or key
 * on a waiting island's control is held and replayed once it has hydrated (`input-replay.ts`).
 * Static markup is never walked.
 */

/** How far outside the viewport a `visible` island starts loading. */
export const VISIBLE_MARGIN = '200px';
/** The longest an `idle` island waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;
/**
 * The longest a `visible` or `idle` island waits for the page's load event (an image or frame
 * that never finishes must not keep it static).
 */
export const LOAD_WAIT_MAX_MS = 4000;

/**
 * An island its rule wakes while the page is still loading (one in the first view) waits for the
 * load, so React's download and work do not compete with the page's first paint and its largest
 * image. An island the visitor reaches for does not wait.
 */
const afterLoad = (run: () => void) => whenLoaded(run, LOAD_WAIT_MAX_MS);
/** What wakes a waiting island at once, whatever its rule: the visitor reaching for it. */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart', 'click'] as const;

export interface IslandRuntime {
  /** Hydrates this island now (if it is not already); resolves once its effects have run. */
  hydrate(root: Element): Promise<void>;
  /** Finds and schedules the islands under `node` (the server's late boundaries arrive later). */
  discover(node: ParentNode): void;
  /** Resolves when the islands that load at once have hydrated. */
  eagerReady(): Promise<void>;
}

type Hydrator = typeof import('./island-hydrator.tsx');
let hydrator: Promise<Hydrator> | undefined;
/** React and the hydrating code, loaded once, the first time an island hydrates. */
const loadHydrator = () => (hydrator ??= loadChunk(() => import('./island-hydrator.tsx')));

export function createIslandRuntime(facts: PageFacts): IslandRuntime {
  const started = new Map<Element, Promise<void>>();
  const scheduled = new WeakSet<Element>();
  const eager: Promise<void>[] = [];
  const onScroll: Element[] = [];
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              const root = entry.target.closest(`[${ISLAND_ATTRIBUTE}]`);
              if (root) afterLoad(() => void hydrate(root, 'background'));
            }
          },
          { rootMargin: VISIBLE_MARGIN },
        )
      : undefined;

  /**
   * Hydrates the island now, or returns its hydration already under way. `urgent` when the visitor
   * reached for it (or it must run at once); `background` when its rule woke it (in slices that
   * yield to the browser: `island-hydrator.tsx`).
   */
  function hydrate(root: Element, priority: HydrationPriority = 'urgent'): Promise<void> {
    let pending = started.get(root);
    if (!pending) {
      pending = loadHydrator().then(
        // React's code has just been evaluated, in one task: the island's own code and its
        // hydration begin in the next, unless a visitor is waiting.
        async (module) => {
          if (priority === 'background') await nextTask();
          return module.hydrateIsland(root, facts, priority);
        },
        (error: unknown) =>
          console.error(`island ${root.getAttribute(ISLAND_ATTRIBUTE)}: the hydrating code did not load; it stays as the server sent it`, error),
      );
      started.set(root, pending);
    }
    return pending;
  }

  // The visitor reaching for a waiting island wakes it; a held click or key is replayed after.
  const wake = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const root = target?.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!target || !root || !scheduled.has(root) || root.getAttribute(ISLAND_HYDRATED_ATTRIBUTE) === 'true') return;
    if (!wakesNow(event, target)) return;
    // After the browser has painted its own answer to the input (a menu opening, a press): the
    // island's code, evaluated on a slow phone's main thread, must not hold that frame back.
    afterNextPaint(() => void hydrate(root));
  };
  for (const type of WAKE_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
  replayFirstInputs((root) => (isWaitingInStream(root) ? Promise.resolve() : hydrate(root)));
  window.addEventListener('scroll', () => onScroll.splice(0).forEach((root) => void hydrate(root, 'background')), { once: true, passive: true });
  // A page shown again from the back/forward cache: the islands that answer it, hydrated, hear it.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const roots = [...document.querySelectorAll(`[${ISLAND_PAGESHOW_ATTRIBUTE}]`)].filter((root) => scheduled.has(root));
    void Promise.all(roots.map((root) => hydrate(root))).then(() => window.dispatchEvent(new CustomEvent(PAGE_SHOWN_AGAIN_EVENT)));
  });

  /** After the load event, in the next idle period: an island nobody is waiting for. */
  function hydrateWhenSettled(root: Element) {
    afterLoad(() => whenIdle(() => void hydrate(root, 'background'), IDLE_TIMEOUT_MS));
  }

  function schedule(root: Element) {
    if (scheduled.has(root) || isWaitingInStream(root)) return;
    scheduled.add(root);
    const load = root.getAttribute(ISLAND_LOAD_ATTRIBUTE) as IslandLoad | null;
    const modalId = root.getAttribute(ISLAND_MODAL_ATTRIBUTE);
    if (modalId) holdOpenEvents(root, modalId, hydrate);
    if (load === 'demand' || load === 'interaction') return;
    if (load === 'eager') {
      eager.push(hydrate(root));
    } else if (load === 'scroll') {
      if (window.scrollY > 0) void hydrate(root, 'background');
      else onScroll.push(root);
    } else if (load === 'idle' || !observer) {
      hydrateWhenSettled(root);
    } else {
      // The root takes no box (display: contents): watch what it holds.
      const boxes = [...root.children].filter((child) => !(child instanceof HTMLScriptElement));
      if (boxes.length === 0) hydrateWhenSettled(root);
      for (const box of boxes) observer.observe(box);
    }
  }

  function discover(node: ParentNode) {
    // A boundary revealed inside a root (its block suspended on the server) brings its content.
    const around = node instanceof Element ? node.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
    if (around) schedule(around);
    node.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`).forEach(schedule);
  }

  return {
    hydrate,
    discover,
    eagerReady: () => Promise.all(eager).then(() => undefined),
  };
}

/**
 * A slide-in that has not hydrated cannot hear the open events another script fires (spec 000:
 * `openCustomModal-{id}`, or `openCustomModal` with the id): the runtime hears them for it,
 * hydrates it, then fires the event again for it to hear.
 */
function holdOpenEvents(root: Element, modalId: string, hydrate: (root: Element) => Promise<void>) {
  const hold = (event: Event) => {
    if (root.getAttribute(ISLAND_HYDRATED_ATTRIBUTE) === 'true') return;
    const detail = (event as CustomEvent<{ id?: unknown }>).detail;
    if (event.type === OPEN_MODAL_EVENT && detail?.id !== modalId) return;
    void hydrate(root).then(() => window.dispatchEvent(new CustomEvent(event.type, { detail })));
  };
  window.addEventListener(`${OPEN_MODAL_EVENT}-${modalId}`, hold);
  window.addEventListener(OPEN_MODAL_EVENT, hold);
}

/**
 * A root still inside React's hidden holder of a late boundary, or one whose own content is still
 * on its way (its block suspended on the server: the root holds the boundary's `<template>`
 * marker, pending or completed but not revealed yet), is scheduled once React has moved the content
 * in place. A boundary the server gave up on (`$!`) is not waiting: hydrating renders it.
 */
export function isWaitingInStream(root: Element): boolean {
  if (root.closest(STREAM_HOLDER) !== null) return true;
  for (const child of root.children) {
    if (!(child instanceof HTMLTemplateElement) || !child.id.startsWith('B:')) continue;
    const marker = child.previousSibling;
    if (marker instanceof Comment && (marker.data === '$?' || marker.data === '$~')) return true;
  }
  return false;
}

/**
 * Whether this input wakes its island now. A control the browser answers by itself (a popover
 * invoker, a summary, a link) wakes it only once that answer is given (its click), or with a key
 * only script answers (arrow keys): reaching for it must not load code into the frame that shows
 * the answer.
 */
function wakesNow(event: Event, target: Element): boolean {
  if (event.type === 'click') return true;
  if (!target.closest(NATIVE_CONTROLS)) return true;
  return event instanceof KeyboardEvent && isMovementKey(event.key);
}

function afterNextPaint(run: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/** The island root of a slide-in that opens for this modal id, if the page has one. */
export function islandForModal(modalId: string): Element | null {
  for (const root of document.querySelectorAll(`[${ISLAND_MODAL_ATTRIBUTE}]`)) {
    if (root.getAttribute(ISLAND_MODAL_ATTRIBUTE) === modalId) return root;
  }
  return null;
}
