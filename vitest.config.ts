/**
 * The test runner's configuration (`vitest run`, part of `npm test`): the build's own Vite
 * configuration (vite.config.ts: the same plugins and defines as the bundles) plus the tests'.
 * It lives apart from vite.config.ts because the container image builds from a context without
 * test/ (.dockerignore), and what it imports from there would break that build.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { BrowserFirstSequencer } from './test/support/sequencer.ts';
import { UNDER_LOAD } from './test/support/under-load.ts';

export default defineConfig((env) => ({
  ...viteConfig(env),
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A browser's state is polled until it holds; on a busy machine that can take seconds.
    expect: { poll: { timeout: UNDER_LOAD.timeout } },
    // Three workers on the two cores: each waits on servers and Chromium part of the time
    // (measured: 530 s for the whole suite, against 581 s with two).
    maxWorkers: 3,
    sequence: { sequencer: BrowserFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['*.test.ts', 'src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Sitecore's own published responses are a separate check (npm run test:sitecore).
          exclude: [...configDefaults.exclude, '**/*.sitecore.test.ts', 'test/browser/**'],
          // A worker imports React, the server and the content store once for all its files,
          // not once per file (measured: 226 s for these files with a module graph per file,
          // 167 s with one per worker). Every file restores what it changes (timers, mocks, env)
          // and closes the servers it starts.
          isolate: false,
        },
      },
      // The browser files of a worker share its Chromium and servers (test/support/browser.ts):
      // one module graph for the worker's files, not one per file. A browser test that fails is
      // run once more before it fails the suite: the report still names it ("retry x1"), and a
      // test that needed it is a bug to fix (a race with the machine's load, as docs/testing.md
      // says), not a pass to accept.
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'], isolate: false, retry: 1 } },
    ],
  },
}));
