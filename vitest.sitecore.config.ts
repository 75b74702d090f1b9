/**
 * `npm run test:sitecore`: the `*.sitecore.test.ts` files, which run the fixture suites over
 * Sitecore's own published responses, in the folder SITECORE_FIXTURES_DIR names (the script sets
 * it to the shared folder beside the checkout, on machines that have it; absent, the tests fail
 * and say so). `npm test` runs the same suites over our
 * fixtures (test/fixtures/sitecore-protocol/) and leaves these files out (vitest.config.ts).
 */
import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import vitestConfig from './vitest.config.ts';

export default defineConfig((env) => {
  const folder = process.env.SITECORE_FIXTURES_DIR;
  if (!folder) throw new Error("SITECORE_FIXTURES_DIR names the folder of Sitecore's published responses (npm run test:sitecore sets it)");
  const base = vitestConfig(env);
  const { projects: _projects, sequence: _sequence, ...test } = base.test ?? {};
  return {
    ...base,
    test: {
      ...test,
      include: ['src/**/*.sitecore.test.ts', 'test/**/*.sitecore.test.ts'],
      exclude: [...configDefaults.exclude],
      provide: { sitecoreFixturesDir: resolve(folder) },
    },
  };
});
