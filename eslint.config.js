// ESLint flat config. `npm run lint` (part of `npm test`) must print nothing: no errors, no warnings.
// Rules that need type information are left out: without them the whole tree lints in about 20 s of CPU.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that the browser loads: the two client entries and the modules they reach. */
const BROWSER_FILES = ['entry-client.tsx', 'entry-fragment.tsx', 'src/{app,fields,components,ui,lib}/**/*.{ts,tsx}'];
/** In those folders, what the browser never loads: server-side parts, tests and test helpers. */
const NOT_BROWSER_FILES = [
  '**/*.server.{ts,tsx}',
  '**/*.test.{ts,tsx}',
  '**/*.suite.{ts,tsx}', // shared test suites, run by two *.test.ts files over different fixtures
  'src/app/testing.tsx', // renders blocks to strings for tests (react-dom/server)
  'src/app/phrase-scan.ts', // reads component sources for the islands test (node:fs)
  'src/lib/seo-test-page.ts', // a page context for the SEO tests
];

const SERVER_ONLY = 'is server-only; browser code (the client entries and what they import) must not import it, or it ends up in the browser bundle.';

export default defineConfig([
  // src/ui/icons/ is generated data (scripts/compose-icons.ts; its test fails while a file is stale).
  globalIgnores(['dist/', 'node_modules/', '.bench/', '.data/', '.scratch/', 'test-results/', 'src/ui/icons/']),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    rules: {
      // The code's convention: a leading underscore names what is deliberately unused (a
      // parameter a signature requires, a property left out of a `...rest`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A `let` that callbacks written above its assignment read (a timer they clear) stays a
      // `let`: as a `const` it would be in its temporal dead zone if a callback ran first.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Control characters in patterns are deliberate here, a dozen times over: paths, URLs, file
      // names, form values and query text that hold them (U+0000-U+001F) are refused or stripped.
      'no-control-regex': 'off',
    },
  },

  // Tests read parsed JSON (sample content, manifests, request bodies) by path; spelling out
  // each shape would restate the fixtures without checking anything more.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.suite.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Plain JavaScript here runs in Node: the build scripts and this file.
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  // The classic hooks rules where React code lives. The plugin's React Compiler rules (its
  // recommended preset) are not enabled: this code is not written for the compiler, and they
  // flag (26 times) refs read during render and state set in effects that hydration relies on.
  // Not in src/cms, src/content-server, test/, bench/ or scripts/: no React there, and their
  // `use…` functions are test fixtures (useFakeCms, useSiteInChromium), not hooks.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/cms/**', 'src/content-server/**', 'test/**', 'bench/**', 'scripts/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  // The import boundary: browser code never imports server-only code. Type-only imports are
  // allowed (`import type` is erased from the bundle, e.g. the layout types in src/cms/types.ts);
  // `import { type X }` is not type-only under verbatimModuleSyntax (it keeps `import '…'`), so
  // no-import-type-side-effects asks for `import type` there. The typescript-eslint rule is core
  // no-restricted-imports with that one option (allowTypeImports) added.
  // Only static imports and re-exports are checked, not `import()` or `import.meta.glob`.
  {
    files: BROWSER_FILES,
    ignores: NOT_BROWSER_FILES,
    rules: {
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`\.server(\.tsx?)?$`, message: `A *.server.ts(x) module ${SERVER_ONLY}` },
            {
              regex: String.raw`^(?:(?:\.{1,2}/)+|/)(?:src/)?(?:server|cms|content-server)(?:/|$)`,
              allowTypeImports: true,
              message: `Code under src/server, src/cms and src/content-server ${SERVER_ONLY} Import types with \`import type\`.`,
            },
            {
              regex: `^(?:node:|(?:${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(?:/|$))`,
              message: `A Node built-in ${SERVER_ONLY}`,
            },
          ],
        },
      ],
    },
  },
]);
