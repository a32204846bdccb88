// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
      'packages/commerce/**',
      'packages/contracts/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY }] },
  },
  {
    // Storefront browser code and the shared rules stay out of zod: it would cost a page more than React.
    files: ['packages/storefront/src/**', 'packages/commerce/**'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVER_ONLY, ...ZOD] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
