import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockBody } from './BlockBody.tsx';
import { silentLogger } from './context/logger.tsx';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_MODAL_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SCOPE_ATTRIBUTE,
  type IslandLoad,
  type IslandProps,
} from './island.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { OPEN_MODAL_EVENT } from '../lib/modal-events.ts';
import { STREAM_HOLDER } from './late-boundaries.ts';
import type { PageFacts } from './page-facts.ts';
import { blockLoadError, getLoadedBlock, preloadBlocks, type BlockProps } from './registry.ts';
import { preloadIcons } from '../ui/Icon.tsx';
import { restoreTypedValues, takeTypedValues } from './typed-values.ts';

/**
 * The browser side of the islands contract: finds the island roots the server marked, loads each
 * one's chunk when it matters (at once, near the viewport, or when idle; at once on a visitor's
 * pointer, key or focus inside it) and hydrates it on its own root with the props written beside
 * it. Static markup is never walked.
 */

/** How far outside the viewport a `visible` island starts loading. */
export const VISIBLE_MARGIN = '200px';
/** The longest an `idle` island waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2000;
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart'] as const;

export interface IslandRuntime {
  /** Hydrates this island now (if it is not already); resolves once its effects have run. */
  hydrate(root: Element): Promise<void>;
  /** Finds and schedules the islands under `node` (the server's late boundaries arrive later). */
  discover(node: ParentNode): void;
  /** Resolves when the islands that load at once have hydrated. */
  eagerReady(): Promise<void>;
}

export function createIslandRuntime(facts: PageFacts): IslandRuntime {
  const started = new Map<Element, Promise<void>>();
  const scheduled = new WeakSet<Element>();
  const eager: Promise<void>[] = [];
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              const root = entry.target.closest(`[${ISLAND_ATTRIBUTE}]`);
              if (root) void hydrate(root);
            }
          },
          { rootMargin: VISIBLE_MARGIN },
        )
      : undefined;

  function hydrate(root: Element): Promise<void> {
    let pending = started.get(root);
    if (!pending) {
      pending = hydrateIsland(root, facts);
      started.set(root, pending);
    }
    return pending;
  }

  function schedule(root: Element) {
    if (scheduled.has(root) || isWaitingInStream(root)) return;
    scheduled.add(root);
    const wake = () => void hydrate(root);
    for (const type of WAKE_EVENTS) root.addEventListener(type, wake, { once: true, passive: true, capture: true });
    holdClicks(root, hydrate);
    const load = root.getAttribute(ISLAND_LOAD_ATTRIBUTE) as IslandLoad | null;
    const modalId = root.getAttribute(ISLAND_MODAL_ATTRIBUTE);
    if (modalId) holdOpenEvents(root, modalId, hydrate);
    if (load === 'demand') return;
    if (load === 'eager') {
      eager.push(hydrate(root));
    } else if (load === 'idle' || !observer) {
      whenIdle(wake);
    } else {
      // The root takes no box (display: contents): watch what it holds.
      const boxes = [...root.children].filter((child) => !(child instanceof HTMLScriptElement));
      if (boxes.length === 0) whenIdle(wake);
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

/** What a visitor clicks that only the island's code can answer (links work without it). */
const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], summary, label, input, select';

/**
 * A click on a control of an island that has not hydrated yet (its code still loading) would be
 * lost: the runtime holds it, hydrates the island, then clicks the same control again, as React
 * replays events for the roots it already knows.
 */
function holdClicks(root: Element, hydrate: (root: Element) => Promise<void>) {
  const hold = (event: Event) => {
    if (root.getAttribute(ISLAND_HYDRATED_ATTRIBUTE) === 'true') return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(root).then(() => {
      root.removeEventListener('click', hold, { capture: true });
      if (control.isConnected && root.getAttribute(ISLAND_HYDRATED_ATTRIBUTE) === 'true') control.click();
    });
  };
  root.addEventListener('click', hold, { capture: true });
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

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 200);
}

/** The props the server wrote beside this root, or undefined (logged) when missing or broken. */
export function readIslandProps(root: Element): IslandProps | undefined {
  const scope = root.getAttribute(ISLAND_SCOPE_ATTRIBUTE);
  let script = root.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.getAttribute(ISLAND_PROPS_ATTRIBUTE) !== scope) {
    script = null;
    for (const candidate of document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_PROPS_ATTRIBUTE}]`)) {
      if (candidate.getAttribute(ISLAND_PROPS_ATTRIBUTE) === scope) script = candidate;
    }
  }
  try {
    const props = JSON.parse(script?.textContent ?? '') as IslandProps;
    if (props && typeof props === 'object' && props.rendering && typeof props.rendering.componentName === 'string') return props;
  } catch {
    // reported below
  }
  console.error(`island ${root.getAttribute(ISLAND_ATTRIBUTE)} (${scope}) has no readable props; it stays as the server sent it`);
  return undefined;
}

/** The icon names the server rendered inside an island root. */
export function iconsIn(root: Element): string[] {
  const names = new Set<string>();
  for (const svg of root.querySelectorAll('[data-icon]')) {
    const name = svg.getAttribute('data-icon');
    if (name) names.add(name);
  }
  return [...names];
}

async function hydrateIsland(root: Element, facts: PageFacts): Promise<void> {
  const props = readIslandProps(root);
  if (!props) return;
  const { componentName } = props.rendering;
  // The island's icons load with its code: an icon boundary still waiting for its glyph when the
  // island hydrates would hold back every update of the island until it arrives (a first tap on
  // a button with an icon showed nothing).
  await Promise.all([preloadBlocks([componentName]), preloadIcons(iconsIn(root))]);
  const Block = getLoadedBlock(componentName);
  if (!Block) {
    console.error(`island ${componentName}: its code did not load; it stays as the server sent it`, blockLoadError(componentName));
    return;
  }
  const typed = takeTypedValues(root);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <IslandApp
        facts={facts}
        props={props}
        Block={Block}
        onHydrated={() => {
          restoreTypedValues(typed);
          root.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, 'true');
          resolve();
        }}
      />,
      {
        identifierPrefix: `${props.scope}-`,
        onRecoverableError(error) {
          console.error(`island ${componentName} recovered from an error while hydrating:`, error);
        },
      },
    );
  });
}

interface IslandAppProps {
  facts: PageFacts;
  props: IslandProps;
  Block: ComponentType<BlockProps>;
  onHydrated: () => void;
}

/** The island's tree: the same BlockBody the server rendered inside the root, in its providers. */
function IslandApp({ facts, props, Block, onHydrated }: IslandAppProps) {
  return (
    <IslandProviders facts={facts} props={props}>
      <BlockBody Block={Block} rendering={props.rendering} editing={facts.editing} logger={silentLogger} onHydrated={onHydrated} />
    </IslandProviders>
  );
}

/** The island root of a slide-in that opens for this modal id, if the page has one. */
export function islandForModal(modalId: string): Element | null {
  for (const root of document.querySelectorAll(`[${ISLAND_MODAL_ATTRIBUTE}]`)) {
    if (root.getAttribute(ISLAND_MODAL_ATTRIBUTE) === modalId) return root;
  }
  return null;
}
