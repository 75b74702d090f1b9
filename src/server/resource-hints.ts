import * as ReactDOM from 'react-dom';

/**
 * Resource hints (react-dom's `preload`, `preinit`… and the preload React makes for an
 * `<img fetchPriority="high">`) of a block rendered on its own, so that the block memo can give
 * them to every page that reuses the block's HTML: React writes them in the page's head.
 *
 * react-dom's functions call its internal dispatcher (`d`, one method per function); while a
 * block renders on its own the dispatcher is wrapped to record the calls (the render is
 * synchronous), and the page's render calls them again. The preloads React writes for images
 * itself come out in front of the block's markup and are turned back into the same calls.
 */

/** One call of the dispatcher: its method and arguments. */
export type Hint = readonly [method: string, args: readonly unknown[]];

type Dispatcher = Record<string, (...args: unknown[]) => unknown>;
const internals = (ReactDOM as unknown as { __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { d: Dispatcher } })
  .__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** prefetchDNS, preconnect, preload, preloadModule, preinit (script, style, module). */
const HINT_METHODS = ['D', 'C', 'L', 'm', 'X', 'S', 'M'];

/** Runs `render` with react-dom's hint calls recorded instead of made. */
export function recordHints<T>(render: () => T): { result: T; hints: Hint[] } {
  const hints: Hint[] = [];
  const original = internals.d;
  const recording: Dispatcher = { ...original };
  for (const method of HINT_METHODS) {
    if (typeof original[method] === 'function') recording[method] = (...args: unknown[]) => void hints.push([method, args]);
  }
  internals.d = recording;
  try {
    return { result: render(), hints };
  } finally {
    internals.d = original;
  }
}

/** Makes the calls again, for the render in progress. */
export function replayHints(hints: readonly Hint[]): void {
  for (const [method, args] of hints) internals.d[method]?.(...args);
}

const LEADING_LINKS = /^(?:<link\b[^>]*\/>)+/;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const IMAGE_OPTIONS = ['fetchPriority', 'imageSrcSet', 'imageSizes', 'media', 'crossOrigin', 'referrerPolicy', 'type'];

/**
 * The image preloads React wrote in front of `html`, as dispatcher calls, and the markup after
 * them; undefined when something else stands there (a hint we would not give back the same).
 */
export function takeLeadingPreloads(html: string): { hints: Hint[]; markup: string } | undefined {
  const links = LEADING_LINKS.exec(html)?.[0] ?? '';
  const hints: Hint[] = [];
  for (const link of links.match(/<link\b[^>]*\/>/g) ?? []) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of link.matchAll(ATTRIBUTE)) attributes[name!] = value!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!);
    const { rel, as, href, imageSrcSet, ...rest } = attributes;
    if (rel !== 'preload' || as !== 'image' || !(href || imageSrcSet)) return undefined;
    const options: Record<string, string> = {};
    for (const name of IMAGE_OPTIONS) if (name in attributes) options[name] = attributes[name]!;
    if (Object.keys(rest).some((name) => !IMAGE_OPTIONS.includes(name))) return undefined;
    // With a srcset React leaves the href out; any truthy href keeps the call valid.
    hints.push(['L', [href ?? imageSrcSet, 'image', options]]);
  }
  return { hints, markup: html.slice(links.length) };
}
