import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockBody } from './BlockBody.tsx';
import { silentLogger } from './context/logger.tsx';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_SCOPE_ATTRIBUTE, type IslandProps } from './island.ts';
import { IslandProviders } from './IslandProviders.tsx';
import type { PageFacts } from './page-facts.ts';
import { blockLoadError, getLoadedBlock, preloadBlocks, type BlockProps } from './registry.ts';
import { preloadIcons } from '../ui/Icon.tsx';
import { restoreTypedValues, takeTypedValues } from './typed-values.ts';

/**
 * The half of the island runtime that brings React: loaded by `island-runtime.ts` with a dynamic
 * import the first time an island must hydrate, so a page whose islands wait (for a tap, a scroll,
 * the viewport) loads no React until then. It reads the props the server wrote beside a root,
 * loads the block's chunk and its icons, and hydrates the root with them.
 */

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

export async function hydrateIsland(root: Element, facts: PageFacts): Promise<void> {
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
