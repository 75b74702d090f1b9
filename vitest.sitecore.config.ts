/**
 * `npm run test:sitecore`: the `*.sitecore.test.ts` files, which run the fixture suites over
 * Sitecore's own published responses in ../shared/fixtures/sitecore/ (beside the checkout, on
 * machines that have it; absent, they fail and say so). `npm test` runs the same suites over our
 * fixtures (test/fixtures/sitecore-protocol/) and leaves these files out (vitest.config.ts).
 */
import { configDefaults, defineConfig } from 'vitest/config';
import vitestConfig from './vitest.config.ts';

export default defineConfig((env) => {
  const base = vitestConfig(env);
  const { projects: _projects, sequence: _sequence, ...test } = base.test ?? {};
  return {
    ...base,
    test: {
      ...test,
      include: ['src/**/*.sitecore.test.ts', 'test/**/*.sitecore.test.ts'],
      exclude: [...configDefaults.exclude],
    },
  };
});
