import type { ComponentRendering, LayoutServiceData, PlaceholderItem, PlaceholdersData } from '../cms/types.ts';
import { isHtmlElementRendering } from './renderings.ts';

/**
 * A page's variants as its layout carries them (issue 29, docs/personalisation.md): renderings
 * with `experiences` keyed by variant id, as Experience Edge sends them. Sitecore's
 * `personalizeLayout` (@sitecore-content-sdk/content) shows one variant by replacing each
 * rendering with its experience for that variant, hiding those whose experience is hidden; this
 * does the same (a test holds it to the SDK's own), but never changes the layout it is given: the
 * CMS cache hands every request the same frozen object. What no variant touches is shared, and a
 * rendering stripped of its experiences is made once per rendering, so the block memo
 * (block-memo.tsx), which keys on rendering objects, keeps its hits across requests.
 */

/** The variant id of the default: no page variant chosen (Sitecore's DEFAULT_VARIANT). */
export const DEFAULT_VARIANT = '_default';
/** The name a hidden rendering takes for editors (Sitecore's HIDDEN_RENDERING_NAME). */
export const HIDDEN_RENDERING_NAME = 'Hidden Rendering';
/** Nested placeholders deeper than this are left as they are (real layouts nest a few levels). */
const MAX_DEPTH = 50;

/** Which variant a visitor sees: a page variant (or DEFAULT_VARIANT) and any component variants. */
export interface VariantChoice {
  variantId: string;
  componentVariantIds: readonly string[];
}

export const DEFAULT_CHOICE: VariantChoice = Object.freeze({ variantId: DEFAULT_VARIANT, componentVariantIds: Object.freeze([]) as readonly string[] });

/** Component variants are `<rendering id>_<variant id>`; page variants have no `_`. */
export function isComponentVariant(id: string): boolean {
  return id.includes('_');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * A rendering as personalisation sees it: any placeholder item but a chrome element. Not
 * renderings.ts's isComponentRendering, which wants a `componentName`: a rendering hidden by
 * default has none, and a variant may still show it.
 */
const isRendering = (item: unknown): item is ComponentRendering => isRecord(item) && !isHtmlElementRendering(item);

/**
 * Every variant id the layout's renderings carry experiences for, page variants first, each once,
 * in the order they first appear (what Edge lists as the route's `personalization.variantIds`).
 */
export function layoutVariantIds(layout: LayoutServiceData | null | undefined): string[] {
  return placeholdersVariantIds(layout?.sitecore?.route?.placeholders);
}

/**
 * The variant ids of a route's placeholders: each rendering's experience keys, then its own
 * placeholders, then the placeholders of each of its experiences; page variants first. One walk
 * for the host and the embedded CMS (src/content-server/content-store.ts), so both list a route's
 * variants in one order.
 */
export function placeholdersVariantIds(placeholders: unknown): string[] {
  const found = new Set<string>();
  const visitPlaceholders = (value: unknown, depth: number): void => {
    if (!isRecord(value) || depth > MAX_DEPTH) return;
    for (const items of Object.values(value)) {
      if (!Array.isArray(items)) continue;
      for (const item of items) visitRendering(item, depth);
    }
  };
  const visitRendering = (item: unknown, depth: number): void => {
    if (!isRendering(item)) return;
    const experiences = isRecord(item.experiences) ? item.experiences : {};
    for (const id of Object.keys(experiences)) found.add(id);
    visitPlaceholders(item.placeholders, depth + 1);
    for (const experience of Object.values(experiences)) if (isRendering(experience)) visitPlaceholders(experience.placeholders, depth + 1);
  };
  visitPlaceholders(placeholders, 0);
  const ids = [...found];
  return [...ids.filter((id) => !isComponentVariant(id)), ...ids.filter(isComponentVariant)];
}

/** Renderings without their `experiences`, made once per rendering object. */
const stripped = new WeakMap<object, ComponentRendering>();

function withoutExperiences(rendering: ComponentRendering): ComponentRendering {
  let copy = stripped.get(rendering);
  if (!copy) {
    copy = { ...rendering, experiences: {} };
    stripped.set(rendering, copy);
  }
  return copy;
}

/**
 * The layout as a visitor of this variant sees it: `sitecore.context.variantId` set, each rendering
 * with experiences replaced by its experience for the page variant or one of the component
 * variants (the first that matches, as the SDK does), hidden ones left out (for editors, a
 * `Hidden Rendering` in their place). The same layout object back when it has no route.
 */
export function personalizeLayout(layout: LayoutServiceData, choice: VariantChoice, options: { editing?: boolean } = {}): LayoutServiceData {
  const route = layout.sitecore?.route;
  const context = { ...layout.sitecore?.context, variantId: choice.variantId };
  if (!route || !isRecord(route.placeholders)) return { ...layout, sitecore: { ...layout.sitecore, context } };
  const wanted = [choice.variantId, ...choice.componentVariantIds];
  const editing = options.editing ?? layout.sitecore.context?.pageEditing === true;
  return {
    ...layout,
    sitecore: { ...layout.sitecore, context, route: { ...route, placeholders: personalizePlaceholders(route.placeholders, wanted, editing, 0) } },
  };
}

/** The placeholders personalised; the same object back when no rendering in them changed. */
function personalizePlaceholders(placeholders: PlaceholdersData, wanted: readonly string[], editing: boolean, depth: number): PlaceholdersData {
  if (depth > MAX_DEPTH) return placeholders;
  const out: PlaceholdersData = {};
  let changed = false;
  for (const [name, items] of Object.entries(placeholders)) {
    if (!Array.isArray(items)) {
      out[name] = items;
      continue;
    }
    const personalized = items.flatMap((item) => personalizeItem(item, wanted, editing, depth));
    const same = personalized.length === items.length && personalized.every((item, i) => item === items[i]);
    out[name] = same ? items : personalized;
    changed ||= !same;
  }
  return changed ? out : placeholders;
}

function personalizeItem(item: PlaceholderItem, wanted: readonly string[], editing: boolean, depth: number): PlaceholderItem[] {
  if (!isRendering(item)) return [item];
  let rendering: ComponentRendering = item;
  if (item.experiences !== undefined) {
    const experiences = isRecord(item.experiences) ? item.experiences : {};
    const match = Object.keys(experiences).find((id) => wanted.includes(id));
    const variant = match === undefined ? undefined : experiences[match];
    const hiddenVariant = isRecord(variant) && variant.componentName === null && variant.dataSource === null;
    const hiddenDefault = (variant === undefined || variant === null) && !item.componentName;
    if (hiddenVariant || hiddenDefault) {
      if (!editing) return [];
      rendering = { ...item, componentName: HIDDEN_RENDERING_NAME, experiences: {} };
    } else if (isRendering(variant)) {
      rendering = variant.experiences === undefined ? variant : withoutExperiences(variant);
    } else {
      rendering = withoutExperiences(item);
    }
  }
  if (!isRecord(rendering.placeholders)) return [rendering];
  const placeholders = personalizePlaceholders(rendering.placeholders, wanted, editing, depth + 1);
  return [placeholders === rendering.placeholders ? rendering : { ...rendering, placeholders }];
}

/**
 * A choice from variant ids as Sitecore writes them in a rewrite or an editor's `sc_variant`: the
 * one without `_` is the page variant, the others component variants (the SDK's
 * getGroomedVariantIds). Ids are kept only when the page has them.
 */
export function choiceOf(ids: readonly string[], pageVariantIds: readonly string[]): VariantChoice {
  const known = new Set(pageVariantIds);
  const kept = ids.filter((id) => known.has(id));
  // The last page variant named, as the SDK's getGroomedVariantIds keeps it.
  const page = kept.filter((id) => !isComponentVariant(id)).at(-1);
  return { variantId: page ?? DEFAULT_VARIANT, componentVariantIds: kept.filter(isComponentVariant) };
}

/** A short, stable name of a choice for cache keys: `_default`, `5f0c…`, `5f0c…+a1_b2…`. */
export function choiceKey(choice: VariantChoice): string {
  return [choice.variantId, ...[...choice.componentVariantIds].sort()].join('+');
}
