import type { ComponentRendering } from '../cms/types.ts';
import { fieldsOf } from '../fields/read.ts';

/**
 * The islands contract (decision record 009). A block is static unless its folder has an
 * `island.ts` exporting `island: IslandDeclaration`: static blocks render on the server only and
 * ship no JavaScript; each interactive block is an island, hydrated on its own root in the
 * browser with exactly the props the server used.
 */

/**
 * When an island's code loads and hydrates (React itself loads with the first island that does):
 * - `eager` at once, its chunk modulepreloaded: only for what must run before any input;
 * - `visible` when it comes near the viewport (what moves or plays when seen);
 * - `interaction` when touched: the visitor's first pointer, key or focus inside it (what only
 *   answers a visitor: its first tap is held and replayed once it has hydrated, so it is never lost);
 * - `scroll` at the visitor's first scroll of the page (what follows the scroll, such as a
 *   reading-progress bar), or when touched;
 * - `idle` when the browser is idle after load (what acts by itself, such as a dialog that opens
 *   once per session);
 * - `demand` only when asked (a slide-in: a trigger for its modal id, or an open event for it).
 * Whatever the strategy, a visitor's pointer, key or focus inside a waiting island hydrates it at
 * once, and a click or key on one of its controls is replayed after (`input-replay.ts`). A
 * `visible` or `idle` island woken while the page is still loading waits for its load event, and
 * an island its rule wakes hydrates in slices that yield to the browser (`island-runtime.ts`).
 */
export type IslandLoad = 'eager' | 'visible' | 'interaction' | 'scroll' | 'idle' | 'demand';

const LOADS: ReadonlySet<string> = new Set<IslandLoad>(['eager', 'visible', 'interaction', 'scroll', 'idle', 'demand']);

export interface IslandDeclaration {
  /** A strategy, or one chosen from the rendering (a slide-in form loads on demand, an info dialog on idle). */
  load: IslandLoad | ((params: Readonly<Record<string, string>>, fields: Readonly<Record<string, unknown>>) => IslandLoad);
  /**
   * Every dictionary key the island (and the shared UI it renders) may look up, at load or after
   * any interaction: the server resolves these once per page into the page facts. A lookup of an
   * undeclared key is logged on the server and falls back to the default written in the code.
   */
  phrases?: readonly string[];
  /** Route fields the island reads (`useRouteFields()`), sent with its props. */
  routeFields?: readonly string[];
  /**
   * A slide-in's modal id, when the rendering is one: a link or button that opens it hydrates the
   * island first, so the island is listening when the open event fires.
   */
  modalIdOf?: (fields: Readonly<Record<string, unknown>>, params: Readonly<Record<string, string>>) => string | undefined;
  /**
   * Outside edit mode, the island's fields in a smaller form the block reads the same (its data
   * is sent with the page: the fewer bytes the better). The server renders the block from the
   * result and sends the same, so hydration stays exact; the block's tests must prove it reads the
   * compact form as it reads the CMS's. Edit mode keeps the CMS's fields (editable markup).
   */
  compactFields?: (fields: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /**
   * The island answers a page shown again from the back/forward cache (a page change with no new
   * load): the runtime hydrates it then, if it is still waiting, and tells it with
   * `PAGE_SHOWN_AGAIN_EVENT` on the window (the browser's own `pageshow` has passed by then).
   */
  pageShows?: boolean;
}

/** Fired on the window by the island runtime when the page is shown again from the back/forward cache. */
export const PAGE_SHOWN_AGAIN_EVENT = 'island-pageshow';

/**
 * Compact renderings by the rendering they were made from. Compact fields depend on the fields
 * alone, and the CMS cache hands every request the same rendering objects, so each is compacted
 * once (the header's navigation and countries took 3 % of a page render); a rendering read anew
 * (a refresh, an editor's fresh read) is a new key, and the old entry goes with the old object.
 */
const compacted = new WeakMap<IslandDeclaration, WeakMap<ComponentRendering, ComponentRendering>>();

/**
 * The rendering an island is rendered and hydrated with (its declaration's compact fields, if any).
 * Shared by every request that renders the same rendering object: read it, never change it.
 */
export function islandRendering(rendering: ComponentRendering, declaration: IslandDeclaration, editing: boolean): ComponentRendering {
  if (editing || !declaration.compactFields) return rendering;
  let byRendering = compacted.get(declaration);
  if (!byRendering) compacted.set(declaration, (byRendering = new WeakMap()));
  let compact = byRendering.get(rendering);
  if (!compact) {
    compact = { ...rendering, fields: declaration.compactFields(fieldsOf(rendering.fields)) as ComponentRendering['fields'] };
    byRendering.set(rendering, compact);
  }
  return compact;
}

/** What the server writes beside an island's root, and the browser hydrates it with. */
export interface IslandProps {
  /** The rendering as the block reads it: everything but its placeholders (islands hold none). */
  rendering: ComponentRendering;
  /** The rendering's scope: ids and keys inside the island derive from it (stable-id.tsx). */
  scope: string;
  /** The route fields the declaration names. */
  routeFields?: Record<string, unknown>;
}

/** Attributes of the island root (`<div data-island=… style="display:contents">`). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_SCOPE_ATTRIBUTE = 'data-island-scope';
export const ISLAND_LOAD_ATTRIBUTE = 'data-island-load';
/** Set by the browser once the island has hydrated (for tests and monitoring). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** On a slide-in's island: the modal id it opens for, so a trigger can hydrate it first. */
export const ISLAND_MODAL_ATTRIBUTE = 'data-island-modal';
/** On an island that answers a page shown again from the back/forward cache. */
export const ISLAND_PAGESHOW_ATTRIBUTE = 'data-island-pageshow';
/** The JSON script after the root: `<script type="application/json" data-island-props="{scope}">`. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/**
 * On an island whose props are deferred (not written in the page, fetched from its islands
 * document): a short hash of the props it was rendered with, so the browser can tell props of
 * another version of the content from its own (`islandPropsHash`).
 */
export const ISLAND_PROPS_HASH_ATTRIBUTE = 'data-island-props-hash';
/**
 * The query parameter that asks a page's address for its islands document instead of the page:
 * `/news/all?page=2&__islands=1` answers `{ "<scope>": <props>, … }` for every island of
 * `/news/all?page=2` (docs/architecture.md#islands).
 */
export const ISLANDS_DOCUMENT_PARAMETER = '__islands';
/** With it, the variant whose islands document is asked for (issue 29: page facts' `variant`). */
export const ISLANDS_VARIANT_PARAMETER = '__variant';

/**
 * A short hash of an island's props as `serializeForScript` writes them (FNV-1a, 32 bits, base
 * 36): the server writes it on a deferred island's root, the browser computes it again from the
 * props it fetched. Not a security measure: it tells two versions of the content apart.
 */
export function islandPropsHash(serialized: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < serialized.length; i++) {
    hash ^= serialized.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function loadStrategyOf(
  declaration: IslandDeclaration,
  params: Readonly<Record<string, string>>,
  fields: Readonly<Record<string, unknown>> = {},
): IslandLoad {
  const load = typeof declaration.load === 'function' ? declaration.load(params, fields) : declaration.load;
  return LOADS.has(load) ? load : 'visible';
}

/** The island's props: its rendering without placeholders, and the declared route fields. */
export function islandPropsOf(
  rendering: ComponentRendering,
  scope: string,
  declaration: IslandDeclaration,
  routeFields: Readonly<Record<string, unknown>> | null | undefined,
): IslandProps {
  const { placeholders: _placeholders, ...own } = rendering;
  const props: IslandProps = { rendering: own, scope };
  if (declaration.routeFields && declaration.routeFields.length > 0 && routeFields) {
    const picked: Record<string, unknown> = {};
    for (const name of declaration.routeFields) {
      if (Object.hasOwn(routeFields, name)) picked[name] = routeFields[name];
    }
    if (Object.keys(picked).length > 0) props.routeFields = picked;
  }
  return props;
}

/**
 * A short scope for a rendering from its place in the layout (`parent/placeholder#index`): the
 * same on server and client, unique on the page, safe in an id. FNV-1a, base 36.
 */
export function scopeOf(placeholderPath: string, index: number): string {
  const text = `${placeholderPath}#${index}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `b${hash.toString(36)}`;
}
