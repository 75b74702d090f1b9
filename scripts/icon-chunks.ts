/**
 * The icons' chunks in the browser build (issue 28): one chunk per icon, named
 * `assets/icon-<name>-<set hash>.js`, where the set hash is one hash of the whole icon set, the
 * same for every icon of a release. `src/ui/Icon.tsx` then needs only an icon's name to import it
 * (`import(\`./icon-${name}-${__ICON_SET_HASH__}.js\`)`, relative to its own chunk), instead of
 * the table of 317 importers, each with its hashed file name, that `import.meta.glob` writes
 * (7.7 KB of the `Icon` chunk's gzipped size; docs/decisions/018-icon-catalogue.md).
 *
 * The set hash covers every icon module's name and source (written by scripts/compose-icons.ts)
 * and the versions of Vite and Rolldown, which make the chunks from them: a change to any icon,
 * or to the bundler, gives every icon a new name, so a name under /assets/ (cached for a year,
 * immutable; kept for earlier releases by scripts/kept-releases.mjs) always holds the same file.
 * An icon chunk imports nothing (the modules hold data only).
 *
 * The server build, Vite's dev server and the tests import the sources through a glob in
 * Icon.tsx instead (`import.meta.env.SSR || import.meta.env.DEV`); there a lookup table costs
 * nothing. The chunks are Rolldown's own: each icon module is emitted as a chunk of its own
 * (`this.emitFile`), with its file name given; the manifest lists them under their sources
 * (`src/ui/icons/<name>.ts`), as before.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { rolldownVersion, version as viteVersion, type Plugin } from 'vite';

const ICONS_DIR = new URL('../src/ui/icons/', import.meta.url);

/** The icon modules' names (`ship` for `src/ui/icons/ship.ts`), sorted. */
function iconModules(): string[] {
  return readdirSync(ICONS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** One hash of every icon module and the bundler that builds them: 8 characters, as Vite's own. */
export function iconSetHash(): string {
  const hash = createHash('sha256').update(`vite ${viteVersion}, rolldown ${rolldownVersion}\n`);
  for (const name of iconModules()) hash.update(`${name}\n${readFileSync(new URL(`${name}.ts`, ICONS_DIR), 'utf8')}\n`);
  return hash.digest('base64url').slice(0, 8);
}

/** The file of an icon's chunk in the browser build; src/ui/Icon.tsx writes the same name. */
export const iconChunkFile = (name: string, setHash: string) => `assets/icon-${name}-${setHash}.js`;

export function iconChunks(): Plugin {
  const setHash = iconSetHash();
  let emit = false;
  return {
    name: 'icon-chunks',
    // Every mode defines the hash (Icon.tsx names it); only the browser build emits the chunks.
    config: (_config, { command, isSsrBuild }) => {
      emit = command === 'build' && !isSsrBuild;
      return { define: { __ICON_SET_HASH__: JSON.stringify(setHash) } };
    },
    buildStart() {
      if (!emit) return;
      for (const name of iconModules()) {
        this.emitFile({
          type: 'chunk',
          id: new URL(`${name}.ts`, ICONS_DIR).pathname,
          fileName: iconChunkFile(name, setHash),
          // Vite's browser build lets Rolldown drop an entry's exports; Icon.tsx reads `default`.
          preserveSignature: 'strict',
        });
      }
    },
  };
}
