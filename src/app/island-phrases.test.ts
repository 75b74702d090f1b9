import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandFolders } from './island-registry.ts';
import { blockFolderFor } from './registry.ts';
import { islandFor } from './island-registry.ts';
import { phraseKeysReachableFrom } from './phrase-scan.ts';

/**
 * An island gets only the phrases it declares (the page facts carry them), so every phrase key its
 * code can look up, in its own folder and the shared UI and fields it imports, must be declared.
 * Static blocks render on the server with the whole dictionary and declare nothing.
 */
const SRC = join(import.meta.dirname, '..');
const outsideIslands = (file: string) => file.startsWith(join(SRC, 'app') + '/') || file.startsWith(join(SRC, 'cms') + '/');

describe('island phrases', () => {
  it('there are islands, and each is a block folder', () => {
    expect(islandFolders().length).toBeGreaterThan(5);
    for (const folder of islandFolders()) expect(blockFolderFor(folder)).toBe(folder);
  });

  it.each(islandFolders())('%s declares every phrase its code looks up', (folder) => {
    const { keys, files } = phraseKeysReachableFrom(join(SRC, 'components', folder, 'index.tsx'), outsideIslands);
    expect(files.length).toBeGreaterThan(1);
    const declared = new Set(islandFor(folder)?.phrases ?? []);
    expect([...keys].filter((key) => !declared.has(key)).sort()).toEqual([]);
  });

  it('finds the keys of shared UI through imports (the carousel of the quote carousel)', () => {
    const { keys } = phraseKeysReachableFrom(join(SRC, 'components', 'quote-carousel', 'index.tsx'), outsideIslands);
    expect(keys.has('CarouselNext')).toBe(true);
    expect(keys.has('QuoteCarouselLabel')).toBe(true);
  });
});
