import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Stable class names on server and client (DESIGN.md section 9).
  oxc: { plugins: { styledComponents: { ssr: true, displayName: true, fileName: false } } },
  build: {
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: { input: 'entry-client.tsx' },
  },
  // styled-components is CommonJS without an exports map: bundle it into the SSR build.
  ssr: { noExternal: ['styled-components'] },
  test: {
    include: ['*.test.ts', 'src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
