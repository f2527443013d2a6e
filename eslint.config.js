import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE_FILES = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];

// Files whose whole purpose is to talk to a terminal: start/dev/cli wrappers, the listening
// entry point, operator commands, build scripts and tool configs, and every kind of test.
// Everything else logs through pino (server) or not at all.
const CONSOLE_ALLOWED = [
  'scripts/**',
  'tooling/**',
  'bench/**',
  'apps/server/src/server.ts',
  'apps/server/src/cli/**',
  'apps/server/build.mjs',
  'apps/web/e2e/**',
  '**/*.config.{ts,js,mjs}',
  '**/*.test.{ts,tsx}',
  '**/__tests__/**',
  '**/test/**',
];

// Architecture (docs/architecture.md): imports flow shared <- features <- app, a feature never
// imports another feature, and web and server only meet in packages/shared. Order matters: the
// first matching descriptor names the element, so the catch-all `web` comes last.
const ELEMENTS = [
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-config', pattern: 'apps/web/src/config' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-test', pattern: 'apps/web/src/test' },
  { type: 'web-e2e', pattern: 'apps/web/e2e' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'server', pattern: 'apps/server' },
  { type: 'sandbox', pattern: 'apps/sandbox' },
  { type: 'shared', pattern: 'packages/shared' },
  { type: 'marketplaces', pattern: 'packages/marketplaces' },
];

const WEB_TYPES = [
  'web-feature',
  'web-app',
  'web-config',
  'web-lib',
  'web-components',
  'web-test',
  'web-e2e',
  'web',
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (...types) => ({ element: { types: { anyOf: types } } });

// Later policies win over earlier ones: the layer ban is relaxed for tests just after it, and the
// bans that hold for every file, tests included, come last.
const DEPENDENCY_POLICIES = [
  {
    from: from('web-feature'),
    allow: [
      to('shared', 'web-lib', 'web-components', 'web-config'),
      {
        to: {
          element: {
            type: 'web-feature',
            captured: { feature: '{{ from.element.captured.feature }}' },
          },
        },
      },
    ],
  },
  {
    from: from('web-lib', 'web-components', 'web-config'),
    allow: to('shared', 'web-lib', 'web-components', 'web-config'),
  },
  {
    from: from('web-app'),
    allow: to('shared', 'web-feature', 'web-lib', 'web-components', 'web-config'),
  },
  {
    from: from('web', 'web-test'),
    allow: to(...WEB_TYPES, 'shared'),
  },
  { from: from('web-e2e'), allow: to('shared', 'web-config') },
  // The server reaches a marketplace only through the connectors; it embeds the sandbox for the
  // demo. The sandbox emulates the official APIs on its own and never imports the connectors
  // (so the two cannot drift from the protocol together); the connectors' tests run against it.
  { from: from('server'), allow: to('shared', 'marketplaces', 'sandbox') },
  { from: from('marketplaces'), allow: to('shared') },
  { from: from('sandbox'), allow: to('shared') },
  {
    from: { element: { types: { anyOf: ['marketplaces'] } }, file: { categories: 'test' } },
    allow: to('sandbox'),
  },
  {
    from: from('web-feature'),
    disallow: {
      to: {
        element: {
          type: 'web-feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message:
      'Feature "{{ from.element.captured.feature }}" must not import feature "{{ to.element.captured.feature }}": move what both need into components/, lib/ or packages/shared.',
  },
  {
    from: from('web-lib', 'web-components', 'web-config'),
    disallow: to('web-feature', 'web-app'),
    message:
      'lib/, components/ and config/ sit below the features and app/: move the shared piece down instead.',
  },
  // A test beside the code may assemble the real app (store, providers) and use the test helpers;
  // it still may not reach into another feature or across to the server (the bans below).
  {
    from: { element: { types: { anyOf: WEB_TYPES } }, file: { categories: 'test' } },
    allow: to('web-app', 'web-test'),
  },
  {
    from: from(...WEB_TYPES),
    disallow: to('server'),
    message: 'The web app never imports server code: share the contract through packages/shared.',
  },
  {
    from: from('server'),
    disallow: to(...WEB_TYPES),
    message: 'The server never imports web code: share the contract through packages/shared.',
  },
  {
    from: from('shared'),
    disallow: to('server', ...WEB_TYPES),
    message: 'packages/shared is imported by both apps and imports neither of them.',
  },
];

const SANDBOX_IMPORTS_ONLY_SPECS =
  'The sandbox emulates the official APIs on its own: from packages/marketplaces it imports only the spec loader (@marketpult/marketplaces/specs/index).';

// Package specifiers do not always resolve to a local file (exports maps), so the cross-app bans
// are repeated for them here; boundaries covers relative paths.
const noImportOf = (names, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: names.flatMap((name) => [name, `${name}/**`]), message }] },
  ],
});

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '**/coverage/**',
    '**/playwright-report/**',
    '**/test-results/**',
    'apps/server/drizzle/**',
    'data/**',
  ]),

  {
    files: SOURCE_FILES,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },

  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Types generated from the official files carry one blanket eslint-disable; in a small file
  // (Wildberries' 01-general) nothing needs it, which is no reason to fail.
  {
    files: ['packages/marketplaces/src/*/generated/**'],
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },

  // Everything outside the browser bundle runs on Node.
  {
    files: SOURCE_FILES,
    ignores: ['apps/web/src/**', 'packages/shared/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/shared/src/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },

  // Modules the web build's config loads (vite.config.ts and what it imports) name the file of
  // every relative import: Vite's coming native config loader runs them on Node as they are,
  // and today's loader warns on each `npm start`/build about an import without its extension.
  {
    files: [
      'apps/web/vite.config.ts',
      'apps/web/build/*.ts',
      'apps/web/src/app/public-screen-modules.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|json)$)/]',
          message: 'A module the Vite config loads names its file (./x.ts): Node runs it as it is.',
        },
      ],
    },
  },

  // The web build's config (apps/web/vite.config.ts) reaches the route table through
  // config/paths.ts and Node loads it as it is: an import without its extension would not resolve.
  {
    files: ['packages/shared/src/client-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration[source]'].map(
          (selector) => ({
            selector,
            message: 'client-routes.ts imports nothing: Node loads it as it is for the web build.',
          }),
        ),
      ],
    },
  },

  // Every price and stock write goes through the pipeline (README, "Price writes"): guardrails,
  // a recorded change, read-back. Only its job may call the connectors' write methods.
  {
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/modules/prices/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^update(Prices|Stocks)$/]',
          message:
            'Prices and stock are written only by the price pipeline (modules/prices): plan a run and apply it instead.',
        },
      ],
    },
  },

  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },

  // The browser has no logger: console.error is where an unexpected client failure ends up.
  {
    files: ['apps/web/src/**'],
    rules: { 'no-console': ['error', { allow: ['error'] }] },
  },

  {
    files: CONSOLE_ALLOWED,
    rules: { 'no-console': 'off' },
  },

  {
    files: [
      'apps/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}',
      'packages/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}',
    ],
    plugins: { boundaries },
    settings: {
      // Pinned to this folder so running eslint from a sub-folder classifies files the same way.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/__tests__/**'] },
      ],
      'import/resolver': {
        node: {
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
        },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: DEPENDENCY_POLICIES }],
    },
  },

  {
    files: ['apps/web/**'],
    rules: noImportOf(
      ['@marketpult/server'],
      'The web app never imports server code: share the contract through packages/shared.',
    ),
  },
  {
    files: ['apps/server/**'],
    rules: noImportOf(
      ['@marketpult/web'],
      'The server never imports web code: share the contract through packages/shared.',
    ),
  },
  // The sandbox may read the official files through the connectors package's spec loader, and
  // nothing else of it: it must not share protocol code with the connectors it tests.
  {
    files: ['apps/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@marketpult/marketplaces', message: SANDBOX_IMPORTS_ONLY_SPECS }],
          patterns: [
            {
              regex: '^@marketpult/marketplaces/(?!specs/index$)',
              message: SANDBOX_IMPORTS_ONLY_SPECS,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: noImportOf(
      [
        '@marketpult/web',
        '@marketpult/server',
        'react',
        'react-dom',
        'react-redux',
        'react-router',
        '@reduxjs/toolkit',
        '@mui/*',
        '@emotion/*',
        'fastify',
        '@fastify/*',
        'fastify-*',
        'drizzle-orm',
        'drizzle-kit',
        '@electric-sql/*',
        'pg',
        'pino',
      ],
      'packages/shared holds framework-free contracts and constants (zod only): it must run in the browser and on the server alike.',
    ),
  },

  // Last: switch off every stylistic rule Prettier owns.
  prettier,
);
