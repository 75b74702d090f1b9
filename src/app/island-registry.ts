import type { IslandDeclaration } from './island.ts';
import { blockFolderFor } from './registry.ts';

/**
 * Which blocks are islands: those whose folder has an `island.ts` (read eagerly: a declaration is
 * a few constants, no component code). Everything else is static.
 */
const declarations = import.meta.glob<IslandDeclaration>('../components/*/island.ts', { eager: true, import: 'island' });

const byFolder = new Map<string, IslandDeclaration>();
for (const [path, declaration] of Object.entries(declarations)) {
  const folder = /\.\.\/components\/([^/]+)\/island\.ts$/.exec(path)?.[1];
  if (folder && declaration && typeof declaration === 'object') byFolder.set(folder, declaration);
}

/** The island declaration of the block for this CMS name, or undefined for a static block. */
export function islandFor(componentName: string): IslandDeclaration | undefined {
  const folder = blockFolderFor(componentName);
  return folder ? byFolder.get(folder) : undefined;
}

/** Block folders that are islands, for the gallery and tests. */
export function islandFolders(): string[] {
  return [...byFolder.keys()].sort();
}

/** The phrases the islands among these component names declare. */
export function islandPhrases(componentNames: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const name of componentNames) {
    for (const key of islandFor(name)?.phrases ?? []) keys.add(key);
  }
  return [...keys].sort();
}
