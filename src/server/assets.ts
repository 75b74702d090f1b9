import { readFile } from 'node:fs/promises';

/** One entry of Vite's build manifest (`dist/client/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where the browser finds the client code of a page. */
export interface ClientAssets {
  /** The module that hydrates the page (passed to React as `bootstrapModules`). */
  entry: string;
  /** Stylesheets the client entry needs (fonts are declared in styled-components instead). */
  entryCss: string[];
  /** `modulepreload` hrefs for the chunks of these blocks (manifest keys) and what they import. */
  preloadsFor(sources: string[]): string[];
  /** The module that hydrates embedded fragments (entry-fragment.tsx), for `<script type="module">`. */
  fragmentEntry: string;
  /**
   * `modulepreload` hrefs for a fragment: the fragment entry's own imports, then these blocks'
   * chunks and what they import (a fragment's page has none of the page entry's code loaded).
   */
  fragmentPreloadsFor(sources: string[]): string[];
}

export const CLIENT_ENTRY_SOURCE = 'entry-client.tsx';
export const FRAGMENT_ENTRY_SOURCE = 'entry-fragment.tsx';

export function clientAssetsFromManifest(manifest: Manifest, base = '/'): ClientAssets {
  const entry = manifest[CLIENT_ENTRY_SOURCE];
  if (!entry) throw new Error(`The client build manifest has no entry for ${CLIENT_ENTRY_SOURCE}; run npm run build.`);
  const entryChunks = new Set(collect(manifest, [CLIENT_ENTRY_SOURCE]));
  const cache = new Map<string, string[]>();
  const fragmentEntry = manifest[FRAGMENT_ENTRY_SOURCE];
  if (!fragmentEntry) throw new Error(`The client build manifest has no entry for ${FRAGMENT_ENTRY_SOURCE}; run npm run build.`);
  const fragmentCache = new Map<string, string[]>();
  return {
    entry: base + entry.file,
    entryCss: (entry.css ?? []).map((file) => base + file),
    preloadsFor(sources) {
      const key = sources.join('|');
      let hrefs = cache.get(key);
      if (!hrefs) {
        // The entry's own chunks are preloaded by React from bootstrapModules already.
        hrefs = collect(manifest, sources)
          .filter((k) => !entryChunks.has(k))
          .map((k) => base + manifest[k]!.file);
        cache.set(key, hrefs);
      }
      return hrefs;
    },
    fragmentEntry: base + fragmentEntry.file,
    fragmentPreloadsFor(sources) {
      const key = sources.join('|');
      let hrefs = fragmentCache.get(key);
      if (!hrefs) {
        // The entry itself is the script tag; everything it and the blocks import is preloaded.
        hrefs = collect(manifest, [FRAGMENT_ENTRY_SOURCE, ...sources])
          .filter((k) => k !== FRAGMENT_ENTRY_SOURCE)
          .map((k) => base + manifest[k]!.file);
        fragmentCache.set(key, hrefs);
      }
      return hrefs;
    },
  };
}

/** The manifest keys of these chunks and, depth first, everything they import statically. */
function collect(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

export async function loadClientAssets(manifestPath: string): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  return clientAssetsFromManifest(manifest);
}

/** Development: Vite serves sources as they are and needs no preloads. */
export const devClientAssets: ClientAssets = {
  entry: '/' + CLIENT_ENTRY_SOURCE,
  entryCss: [],
  preloadsFor: () => [],
  fragmentEntry: '/' + FRAGMENT_ENTRY_SOURCE,
  fragmentPreloadsFor: () => [],
};
