import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockBody } from './BlockBody.tsx';
import { silentLogger } from './context/logger.tsx';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_PROPS_HASH_ATTRIBUTE,
  ISLAND_SCOPE_ATTRIBUTE,
  islandPropsHash,
  type IslandProps,
} from './island.ts';
import { loadIslandsDocument, type IslandsDocument } from './islands-document.ts';
import { serializeForScript } from '../lib/serialize.ts';
import { IslandProviders } from './IslandProviders.tsx';
import type { PageFacts } from './page-facts.ts';
import { blockLoadError, getLoadedBlock, preloadBlocks, type BlockProps } from './registry.ts';
import { preloadIcons } from '../ui/Icon.tsx';
import { restoreTypedValues, takeTypedValues } from './typed-values.ts';
import { adoptServerStyles } from './adopt-server-styles.ts';

/**
 * The half of the island runtime that brings React: loaded by `island-runtime.ts` with a dynamic
 * import the first time an island must hydrate, so a page whose islands wait (for a tap, a scroll,
 * the viewport) loads no React until then. It reads the props the server wrote beside a root (or
 * fetches the page's islands document, when the page defers them), loads the block's chunk and
 * its icons meanwhile, and hydrates the root with them.
 */

/**
 * The island's props: the script the server wrote beside its root, or, in a page whose facts say
 * they are deferred, its entry in the page's islands document (fetched once per page). Undefined
 * (logged once) when missing, broken, or of another version of the content than the markup: the
 * island then stays as the server sent it, and never hydrates from props it was not rendered with.
 */
export async function islandPropsFor(root: Element, facts: Pick<PageFacts, 'islandProps' | 'variant'>): Promise<IslandProps | undefined> {
  const script = propsScriptOf(root);
  if (script || facts.islandProps !== 'deferred') return readIslandProps(root, script);
  const scope = root.getAttribute(ISLAND_SCOPE_ATTRIBUTE) ?? '';
  const name = `island ${root.getAttribute(ISLAND_ATTRIBUTE)} (${scope})`;
  let document: IslandsDocument;
  try {
    document = await loadIslandsDocument(facts.variant);
  } catch (error) {
    console.error(`${name}: the page's islands document did not load; it stays as the server sent it:`, error);
    return undefined;
  }
  const props = Object.hasOwn(document, scope) ? document[scope] : undefined;
  if (!isIslandProps(props)) {
    console.error(`${name} is not in the page's islands document (the content changed since the page was made?); it stays as the server sent it`);
    return undefined;
  }
  const hash = root.getAttribute(ISLAND_PROPS_HASH_ATTRIBUTE);
  if (hash !== null && islandPropsHash(serializeForScript(props)) !== hash) {
    console.error(`${name}: the islands document has other props than the page was made with (the content changed since); it stays as the server sent it`);
    return undefined;
  }
  return props;
}

/** The props script the server wrote beside this root, or null. */
function propsScriptOf(root: Element): HTMLScriptElement | null {
  const scope = root.getAttribute(ISLAND_SCOPE_ATTRIBUTE);
  const next = root.nextElementSibling;
  if (next instanceof HTMLScriptElement && next.getAttribute(ISLAND_PROPS_ATTRIBUTE) === scope) return next;
  for (const candidate of document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_PROPS_ATTRIBUTE}]`)) {
    if (candidate.getAttribute(ISLAND_PROPS_ATTRIBUTE) === scope) return candidate;
  }
  return null;
}

/** The props in the script the server wrote beside this root, or undefined (logged) when missing or broken. */
export function readIslandProps(root: Element, script: HTMLScriptElement | null = propsScriptOf(root)): IslandProps | undefined {
  try {
    const props: unknown = JSON.parse(script?.textContent ?? '');
    if (isIslandProps(props)) return props;
  } catch {
    // reported below
  }
  console.error(
    `island ${root.getAttribute(ISLAND_ATTRIBUTE)} (${root.getAttribute(ISLAND_SCOPE_ATTRIBUTE)}) has no readable props; it stays as the server sent it`,
  );
  return undefined;
}

function isIslandProps(value: unknown): value is IslandProps {
  if (!value || typeof value !== 'object') return false;
  const { rendering, scope } = value as Partial<IslandProps>;
  return typeof scope === 'string' && !!rendering && typeof rendering === 'object' && typeof rendering.componentName === 'string';
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

/**
 * How an island hydrates: `urgent` (the visitor reached for it: one task, so a held input is
 * replayed as soon as possible) or `background` (its rule said so, nobody is waiting): React's
 * transition priority, which hydrates in slices of a few milliseconds and yields to the browser
 * between them, so a slow phone's main thread never holds a long task for it (issue 26: total
 * blocking time).
 */
export type HydrationPriority = 'urgent' | 'background';

/** What a visitor types into. */
const FIELDS = 'input, select, textarea, [contenteditable="true"]';

export async function hydrateIsland(root: Element, facts: PageFacts, priority: HydrationPriority = 'urgent'): Promise<void> {
  // The island's props (maybe fetched), its code and its icons at once. The icons load with its
  // code: an icon boundary still waiting for its glyph when the island hydrates would hold back
  // every update of the island until it arrives (a first tap on a button with an icon showed nothing).
  const [props] = await Promise.all([islandPropsFor(root, facts), preloadBlocks([root.getAttribute(ISLAND_ATTRIBUTE) ?? '']), preloadIcons(iconsIn(root))]);
  if (!props) return;
  const { componentName } = props.rendering;
  // Loaded already with the folder the root names; the props' name decides.
  await preloadBlocks([componentName]);
  const Block = getLoadedBlock(componentName);
  if (!Block) {
    console.error(`island ${componentName}: its code did not load; it stays as the server sent it`, blockLoadError(componentName));
    return;
  }
  // The server's class names, before React renders: its rules stay where the server put them.
  adoptServerStyles();
  const typed = takeTypedValues(root);
  await new Promise<void>((resolve) => {
    const start = () => {
      hydrateRoot(
        root,
        <IslandApp
          facts={facts}
          props={props}
          Block={Block}
          onHydrated={() => {
            // What was typed before hydration began, and what was typed while it ran (in the page,
            // not yet in React's state): the later value of a field wins.
            const byField = new Map([...typed, ...takeTypedValues(root)].map((entry) => [entry.field, entry]));
            restoreTypedValues([...byField.values()]);
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
    };
    // An island with fields hydrates in one task whatever woke it: text typed while a sliced
    // hydration runs would reach the page but not React's state (typed-values.ts keeps only what
    // was typed before hydration began).
    if (priority === 'background' && !root.querySelector(FIELDS)) startTransition(start);
    else start();
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
