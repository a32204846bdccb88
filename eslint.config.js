// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { filenameCase } from './eslint-rules/filename-case.js';

/** Imports browser code must not make (each rule block below lists them all: a later block replaces). */
const SERVER_ONLY = [
  { group: ['**/*.server', '**/*.server.*'], message: 'Browser code must not import server files.' },
  {
    group: ['@plinth/db', '@plinth/server', 'node:*'],
    message: 'Browser code must not import server packages.',
  },
];
const ZOD = [
  {
    group: ['zod', 'zod/*', '@plinth/contracts/schemas'],
    message:
      'Storefront islands and commerce import the zod-free "@plinth/contracts" (values) or types only.',
  },
];

/**
 * A server module is used through its index.ts only (CONTRIBUTING.md, "Server modules"): from another
 * module (`../<module>/<file>`) or from the rest of the server (`./modules/<module>/<file>`).
 */
const MODULE_INTERNALS = [
  {
    regex: '^\\.\\./(?!\\.)[^/]+/(?!index$).+',
    message: 'Import another module through its index.ts ("../<module>"), never one of its files.',
  },
  {
    regex: '(^|/)modules/[^/]+/(?!index$).+',
    message: 'Import a server module through its index.ts ("modules/<module>"), never one of its files.',
  },
];

/**
 * Plugins import modules (their index), never the reverse: a module uses what a plugin decorates
 * (`app.verifyCrumb`, `app.rotateCrumb`, `request.site`, `request.visitor`), and shared pure code lives
 * outside plugins/ (`api-path.ts`, `shared-redis.ts`, `security/`). Decision 0024.
 */
const PLUGIN_FILES = [
  {
    regex: '^(\\.\\./)+plugins(/|$)',
    message:
      'A module must not import plugins/: use what the plugin decorates (app.*, request.*), or move shared pure code out of plugins/.',
  },
];

/** Kysely statements and raw SQL: only a queries.ts file writes them (plus the places listed below). */
const SQL_OUTSIDE_QUERIES = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
    message: 'SQL lives in a queries.ts file: call a query function from there.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: 'SQL lives in a queries.ts file: call a query function from there.',
  },
  {
    selector: "CallExpression[callee.name='fixedQuery']",
    message: 'SQL lives in a queries.ts file: call a query function from there.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // kebab-case files, PascalCase React components (CONTRIBUTING.md naming table).
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { plinth: { rules: { 'filename-case': filenameCase } } },
    rules: { 'plinth/filename-case': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: MODULE_INTERNALS.slice(1) }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...MODULE_INTERNALS, ...PLUGIN_FILES] }] },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts', 'packages/**/*.tsx'],
    ignores: [
      '**/queries.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/test/**',
      // The database package itself, its migrations and the demo seed write SQL by design.
      'packages/db/**',
      'apps/server/src/demo/**',
      // PostgreSQL advisory locks on one connection: engine plumbing, not data.
      'apps/server/src/start-up-lock.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...SQL_OUTSIDE_QUERIES] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Browser code never imports server code: tree-shaking is not a correctness tool.
    files: [
      '**/*.island.tsx',
      '**/*.client.ts',
      '**/*.client.tsx',
      'apps/editor/src/**',
      'packages/commerce/**',
      'packages/contracts/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY }] },
  },
  {
    // Storefront browser code and the shared rules stay out of zod: it would cost a page more than React.
    // All of packages/storefront/src is browser code except its *.server.* files (SSR and build tools).
    files: ['packages/storefront/src/**', 'packages/commerce/**'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVER_ONLY, ...ZOD] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
