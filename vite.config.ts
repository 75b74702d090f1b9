import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FLAG_ASSET_FOLDER, flagCodes } from './scripts/flag-files.mjs';
import { iconChunks } from './scripts/icon-chunks.ts';

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  // iconChunks: one chunk per icon, `assets/icon-<name>-<icon set hash>.js`, which src/ui/Icon.tsx
  // imports by name (scripts/icon-chunks.ts).
  plugins: [react(), iconChunks()],
  // Self-hosted flags are plain files the browser names by code (src/ui/country-language/flag-files.ts):
  // copied under /assets/ by the build (scripts/copy-flags.mjs), served from the package by Vite otherwise.
  define: {
    __FLAG_CODES__: JSON.stringify(flagCodes().join(' ')),
    __FLAG_BASE__: JSON.stringify(command === 'build' ? `/assets/${FLAG_ASSET_FOLDER}/` : '/node_modules/flag-icons/flags/4x3/'),
    // The SSR bundle inlines styled-components, whose render path asks `process.env.NODE_ENV`
    // thousands of times per page (4,500 on the home page), and each read of `process.env` is a
    // call into the C++ environment (about 0.2 µs). A production build answers once, here.
    ...(command === 'build' && isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // Stable class names on server and client (docs/architecture.md#known-traps).
  oxc: { plugins: { styledComponents: { ssr: true, displayName: true, fileName: false } } },
  build: {
    outDir: 'dist/client',
    manifest: true,
    // The page entry first; the second hydrates fragments embedded on other sites (fragments.ts).
    rollupOptions: { input: ['entry-client.tsx', 'entry-fragment.tsx'] },
  },
  experimental: {
    // Files the browser code names by URL (the fonts): on our own pages the same `/assets/…` path
    // as always; on another site, which embeds a fragment, the address of our server, taken from
    // the module's own URL. The SSR build and the chunks themselves are left as they are.
    renderBuiltUrl(filename, { hostType, ssr }) {
      if (ssr || hostType !== 'js' || filename.endsWith('.js')) return undefined;
      const path = JSON.stringify('/' + filename);
      return { runtime: `(new URL(import.meta.url).origin===location.origin?${path}:new URL(${path},import.meta.url).href)` };
    },
  },
  // styled-components is CommonJS without an exports map: bundle it into the SSR build.
  ssr: { noExternal: ['styled-components'] },
}));
