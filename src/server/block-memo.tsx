import { createHash } from 'node:crypto';
import { useContext, type ComponentType, type ContextType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import { StyleSheetContext, ThemeContext } from 'styled-components';
import type { BlockMemoProps } from '../app/block-memo.ts';
import { BlockDataProvider, useBlockDataSource, type BlockDataSource } from '../app/block-data.tsx';
import { LoggerProvider, useLogger } from '../app/context/logger.tsx';
import { PageContextProvider, usePageContext } from '../app/context/page-context.tsx';
import { PageFactsProvider, usePageFacts } from '../app/context/page-facts.tsx';
import { RouteFieldsProvider, useRouteFields } from '../app/context/route-fields.tsx';
import { SiteOriginProvider, useSiteOrigin } from '../app/context/site-href.tsx';
import { TranslateProvider, useTranslate, type Translate } from '../app/context/translate.tsx';
import type { ComponentRendering } from '../cms/types.ts';
import { FlagSourceProvider, useFlagSource } from '../ui/country-language/Flag.tsx';
import { IslandPropsModeProvider, useIslandPropsMode, type IslandPropsMode } from '../app/island-props.tsx';
import type { BlockHtmlSlots } from './block-html-slots.ts';
import { BLOCK_HTML_ATTRIBUTE } from './block-html-slots.ts';
import type { RequestStyleSheet, StyleUse } from './request-style-sheet.ts';
import { RequestStyleSheet as Sheet } from './request-style-sheet.ts';
import { styleCache } from './style-cache.ts';
import { recordHints, replayHints, takeLeadingPreloads, type Hint } from './resource-hints.ts';

/**
 * The block memo: the HTML a block rendered, kept with the style rules it took and reused when
 * the same block renders again from the same data (docs/decisions/013-block-memo.md).
 *
 * A block is a function of its rendering (fields, params, child placeholders), its place in the
 * layout, where islands put their props (island-props.tsx: part of the key, and handed on), and
 * what it reads of the page: page context, page facts, dictionary phrases, route fields. The first time a block renders (its own `renderToString`, with its own style sheet),
 * every one of those reads is recorded; the entry is keyed by the rendering's content and the
 * values read. Later renders of the same rendering compute the same reads' values from their own
 * page and reuse the entry when they match: the same inputs, read in the same order, take the same
 * path through the block and give the same HTML. A block that reads page-wide objects (the
 * layout, site settings) keys on those objects, which the CMS cache replaces when they change.
 *
 * The block's resource hints (an image preload) are recorded and given again to every page that
 * reuses it (resource-hints.ts); its style rules are adopted by the page's sheet. React writes a
 * marker where the block goes and `HtmlStream` puts the HTML there (block-html-slots.ts).
 *
 * Never memoised: a block that reads block data (news feed, forms: loaded per request), one that
 * wrote a global style, left markup to hoist into the head, or carries a nonce. One that did not
 * finish on its own (`<!--$?-->`, `<!--$!-->`: an icon's code still loading) is tried again, up to
 * MAX_UNFINISHED times, then again a minute later. Those render in the page as before. Only public pages use the memo: never
 * preview or edit mode, fragments or development.
 */

type Dep = readonly ['page' | 'facts' | 'route', string] | readonly ['phrase', string] | readonly ['route-keys'];

interface MemoEntry {
  html: Buffer;
  styles: readonly StyleUse[];
  /** The resource hints the block gave (its hero image's preloads), given again by every page. */
  hints: readonly Hint[];
}

export interface BlockMemoStats {
  hits: number;
  misses: number;
  /** Renders of blocks that cannot be memoised (block data, unfinished, hints). */
  passes: number;
  entries: number;
  bytes: number;
}

/** What kind of memo a rendering has: the reads its entries are keyed by, or never. */
type Spec = { deps: readonly Dep[] } | { unfinished: number } | 'never';

const MAX_SPECS = 20_000;
/** Renders that did not finish on their own before a block is taken for one that never will. */
const MAX_UNFINISHED = 3;
/** How long a block that did not finish MAX_UNFINISHED times renders in the page before a new try. */
const UNFINISHED_RETRY_MS = 60_000;
/** What a style use costs in an entry besides its HTML (the rules are shared with the style cache). */
const STYLE_USE_BYTES = 48;

export class BlockMemoStore {
  private readonly entries: LRUCache<string, MemoEntry>;
  private readonly specs = new LRUCache<string, Spec>({ max: MAX_SPECS });
  private readonly counters = { hits: 0, misses: 0, passes: 0 };

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, MemoEntry>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry, key) => entry.html.length + entry.styles.length * STYLE_USE_BYTES + key.length,
    });
  }

  /** The component each block passes through during one page render. */
  component(sheet: RequestStyleSheet, slots: BlockHtmlSlots): ComponentType<BlockMemoProps> {
    return (props) => this.render(props, sheet, slots);
  }

  stats(): BlockMemoStats {
    return { ...this.counters, entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private render({ rendering, scope, children }: BlockMemoProps, sheet: RequestStyleSheet, slots: BlockHtmlSlots): ReactNode {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the body of the function component that component() returns, called once on each of its renders, first thing
    const inputs = useInputs();
    // A collector must see every island's props: nothing is reused while collecting (nor kept).
    if (typeof inputs.islandProps !== 'string') {
      this.counters.passes++;
      return children;
    }
    // An island's HTML differs by where its props go (a script after it, or a hash on its root).
    const base = `${contentKey(rendering)}|${scope}|${inputs.page.flagService ?? ''}|${inputs.origin}|${tokenOf(inputs.theme)}|${inputs.islandProps}`;
    const spec = this.specs.get(base);
    if (spec === 'never') {
      this.counters.passes++;
      return children;
    }
    if (spec && 'deps' in spec) {
      const entry = this.entries.get(entryKey(base, spec.deps, inputs));
      if (entry) {
        this.counters.hits++;
        return emit(entry, sheet, slots);
      }
    }
    const recorded = renderRecorded(children, inputs);
    if (recorded.verdict !== 'reusable') {
      inputs.logger.debug(
        { component: rendering.componentName, scope, verdict: recorded.verdict, why: recorded.why },
        'block memo: this block renders in the page',
      );
      // Unfinished (an icon's code still loading): tried again, a few times at most.
      const unfinished = spec && 'unfinished' in spec ? spec.unfinished + 1 : 1;
      if (recorded.verdict === 'never') this.specs.set(base, 'never');
      // A burst of first requests can see the same wait several times: given up for a while only.
      else if (unfinished >= MAX_UNFINISHED) this.specs.set(base, 'never', { ttl: UNFINISHED_RETRY_MS });
      else this.specs.set(base, { unfinished });
      this.counters.passes++;
      return children;
    }
    this.counters.misses++;
    this.specs.set(base, { deps: recorded.deps });
    const entry: MemoEntry = { html: Buffer.from(recorded.html), styles: recorded.styles, hints: recorded.hints };
    this.entries.set(entryKey(base, recorded.deps, inputs), entry);
    return emit(entry, sheet, slots);
  }
}

/** Everything a block can read from above it in the page, as the page render provides it. */
interface Inputs {
  page: ReturnType<typeof usePageContext>;
  facts: ReturnType<typeof usePageFacts>;
  translate: Translate;
  routeFields: Readonly<Record<string, unknown>>;
  logger: ReturnType<typeof useLogger>;
  blockData: BlockDataSource | null;
  styles: ContextType<typeof StyleSheetContext>;
  theme: unknown;
  flags: ReturnType<typeof useFlagSource>;
  origin: string;
  islandProps: IslandPropsMode;
}

function useInputs(): Inputs {
  return {
    page: usePageContext(),
    facts: usePageFacts(),
    translate: useTranslate(),
    routeFields: useRouteFields(),
    logger: useLogger(),
    blockData: useBlockDataSource(),
    styles: useContext(StyleSheetContext),
    theme: useContext(ThemeContext),
    flags: useFlagSource(),
    origin: useSiteOrigin(),
    islandProps: useIslandPropsMode(),
  };
}

function emit(entry: MemoEntry, sheet: RequestStyleSheet, slots: BlockHtmlSlots): ReactNode {
  replayHints(entry.hints);
  sheet.adopt(entry.styles);
  return <template {...{ [BLOCK_HTML_ATTRIBUTE]: slots.add(entry.html) }} />;
}

/**
 * Renders the block on its own, with every read of the page recorded; undefined when the result
 * may not be reused.
 */
type Recorded = ({ verdict: 'reusable'; html: string; deps: Dep[] } & Omit<MemoEntry, 'html'>) | { verdict: 'never' | 'unfinished'; why: string };

function renderRecorded(children: ReactNode, inputs: Inputs): Recorded {
  const deps = new Map<string, Dep>();
  const record = (dep: Dep) => deps.set(dep.join('\u0000'), dep);
  let tainted = false;
  const blockData: BlockDataSource = {
    read(...args) {
      tainted = true;
      if (!inputs.blockData) throw new Error('no block data source');
      return inputs.blockData.read(...args);
    },
  };
  const translate: Translate = (key, fallback, values) => {
    record(['phrase', JSON.stringify([key, fallback ?? null, values ?? null])]);
    return inputs.translate(key, fallback, values);
  };
  const sheet = new Sheet(styleCache, undefined, true);
  let rendered: { result: string; hints: Hint[] };
  try {
    rendered = recordHints(() =>
      renderToString(
        <PageContextProvider value={recording(inputs.page, 'page', record)}>
          <PageFactsProvider value={recording(inputs.facts, 'facts', record)}>
            <TranslateProvider translate={translate}>
              <RouteFieldsProvider fields={recordingRouteFields(inputs.routeFields, record)}>
                <LoggerProvider logger={inputs.logger}>
                  <BlockDataProvider source={blockData}>
                    <StyleSheetContext.Provider value={{ ...inputs.styles, styleSheet: sheet }}>
                      <ThemeContext.Provider value={inputs.theme as never}>
                        <FlagSourceProvider source={inputs.flags}>
                          <SiteOriginProvider origin={inputs.origin}>
                            <IslandPropsModeProvider mode={inputs.islandProps}>{children}</IslandPropsModeProvider>
                          </SiteOriginProvider>
                        </FlagSourceProvider>
                      </ThemeContext.Provider>
                    </StyleSheetContext.Provider>
                  </BlockDataProvider>
                </LoggerProvider>
              </RouteFieldsProvider>
            </TranslateProvider>
          </PageFactsProvider>
        </PageContextProvider>,
      ),
    );
  } catch (error) {
    inputs.logger.warn({ err: error }, 'block memo: the block could not be rendered on its own; it renders in the page');
    return { verdict: 'never', why: 'render failed' };
  }
  const { styles, global } = sheet.uses();
  const leading = takeLeadingPreloads(rendered.result);
  const hints = leading ? [...rendered.hints, ...leading.hints] : [];
  if (tainted) return { verdict: 'never', why: 'reads block data' };
  if (global) return { verdict: 'never', why: 'writes a global style' };
  if (!leading || !standsAlone(leading.markup)) return { verdict: 'never', why: 'hoists markup into the head' };
  if (JSON.stringify(hints).includes('"nonce"')) return { verdict: 'never', why: 'a hint carries a nonce' };
  if (leading.hints.some(isPlacedByPosition)) return { verdict: 'never', why: 'an image React preloads by its place in the page' };
  if (!isFinished(leading.markup)) return { verdict: 'unfinished', why: 'a boundary did not finish' };
  return { verdict: 'reusable', html: leading.markup, deps: [...deps.values()], styles, hints };
}

/** Markup with nothing hoisted left in front (a title, a stylesheet) and no per-response nonce. */
export function standsAlone(html: string): boolean {
  return !/^<(?:link|meta|title|base|script|style)\b/.test(html) && !html.includes(' nonce=');
}

/** Markup whose every Suspense boundary finished: none pending (`<!--$?`) or left to the client (`<!--$!`). */
export function isFinished(html: string): boolean {
  return !html.includes('<!--$?') && !html.includes('<!--$!');
}

function recording<T extends object>(target: T, source: 'page' | 'facts', record: (dep: Dep) => void): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === 'string') record([source, key]);
      return Reflect.get(object, key, receiver);
    },
    has(object, key) {
      if (typeof key === 'string') record([source, key]);
      return Reflect.has(object, key);
    },
  });
}

function recordingRouteFields(fields: Readonly<Record<string, unknown>>, record: (dep: Dep) => void): Readonly<Record<string, unknown>> {
  return new Proxy(fields, {
    get(object, key, receiver) {
      if (typeof key === 'string') record(['route', key]);
      return Reflect.get(object, key, receiver);
    },
    has(object, key) {
      if (typeof key === 'string') record(['route', key]);
      return Reflect.has(object, key);
    },
    ownKeys(object) {
      record(['route-keys']);
      return Reflect.ownKeys(object);
    },
  });
}

/** Keys longer than this are hashed (a large route field read by a block, say). */
const MAX_PLAIN_KEY = 512;

/** The entry's key: the block and the values of what it read, from this page. */
function entryKey(base: string, deps: readonly Dep[], inputs: Inputs): string {
  let key = base;
  for (const dep of deps) key += '\u0000' + valueOf(dep, inputs);
  return key.length <= MAX_PLAIN_KEY ? key : createHash('sha1').update(key).digest('base64url');
}

function valueOf(dep: Dep, inputs: Inputs): string {
  switch (dep[0]) {
    case 'page':
      return tokenOf((inputs.page as unknown as Record<string, unknown>)[dep[1]]);
    case 'facts':
      return JSON.stringify((inputs.facts as unknown as Record<string, unknown>)[dep[1]]) ?? 'undefined';
    case 'route':
      return JSON.stringify(inputs.routeFields[dep[1]]) ?? 'undefined';
    case 'route-keys':
      return JSON.stringify(Object.keys(inputs.routeFields));
    case 'phrase': {
      const [key, fallback, values] = JSON.parse(dep[1]) as [string, string | null, Record<string, string | number> | null];
      return inputs.translate(key, fallback ?? undefined, values ?? undefined);
    }
  }
}

const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;

/**
 * A value as part of a key: primitives by value, arrays by content, other objects (the layout,
 * the dictionary, site settings) by identity: the CMS cache hands every request the same object
 * until the item changes.
 */
function tokenOf(value: unknown): string {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return `${typeof value}:${String(value)}`;
  if (Array.isArray(value)) return JSON.stringify(value);
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = ++nextObjectId));
  return `#${id}`;
}

const contentKeys = new WeakMap<ComponentRendering, string>();

/** A hash of the rendering's content, once per rendering object. */
function contentKey(rendering: ComponentRendering): string {
  let key = contentKeys.get(rendering);
  if (key === undefined) {
    key = createHash('sha1').update(JSON.stringify(rendering)).digest('base64url');
    contentKeys.set(rendering, key);
  }
  return key;
}

/**
 * An image preload React made for an `<img>` without `fetchPriority="high"`: React ranks such a
 * preload by how many images came before it in the page (the first few go with the high-priority
 * ones), which a replay on another page cannot know. Only `high` ones are given back the same.
 */
function isPlacedByPosition([, args]: Hint): boolean {
  const options = (args[2] ?? {}) as { fetchPriority?: unknown };
  return options.fetchPriority !== 'high';
}
