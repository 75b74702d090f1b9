import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Renderer } from './renderer.ts';
import { loadClientAssets } from './assets.ts';

/** Production: the SSR bundle and client manifest that `npm run build` wrote to `dist/`. */
export async function createProdRenderer(distDir: string): Promise<Renderer> {
  const entry = (await import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href)) as typeof import('../../entry-server.tsx');
  const assets = await loadClientAssets(join(distDir, 'client', '.vite', 'manifest.json'));
  return {
    assets,
    renderPage: entry.renderPage,
    renderIslandProps: entry.renderIslandProps,
    renderFragment: entry.renderFragment,
    isKnownBlock: entry.isKnownBlock,
    blockComponentNames: entry.blockComponentNames,
    blockMemoStats: entry.blockMemoStats,
    close: async () => {},
  };
}
