// One linter for the whole monorepo; run with --max-warnings=0.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The guest app's layers (docs/decisions/006): app/ assembles; a feature may
// use lib/, hooks/, components/, i18n/ and the domain, never another feature
// or app/; shared code never uses a feature or app/. Zones per feature, as
// bulletproof-react does it.
function boundaries(app) {
  const src = `./apps/${app}/src`;
  const features = readdirSync(new URL(`apps/${app}/src/features`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: [
        `${src}/app`,
        ...features.filter((f) => f !== feature).map((f) => `${src}/features/${f}`),
      ],
      message:
        'A feature uses lib/, hooks/, components/ and i18n/ — never another feature or app/.',
    })),
    {
      target: [`${src}/lib`, `${src}/hooks`, `${src}/components`, `${src}/i18n`],
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code never imports a feature or app/ (move what both need down).',
    },
  ];
}

// The server's domain folders (bookings, inbox, payments, …: ADR 011) are
// assembled by plugins/ and routes/ and never reach back into them.
function serverZones() {
  const src = './apps/server/src';
  const assembly = new Set(['plugins', 'routes']);
  const domainFolders = readdirSync(new URL('apps/server/src', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory() && !assembly.has(entry.name))
    .map((entry) => `${src}/${entry.name}`);
  return [
    {
      target: domainFolders,
      from: [`${src}/plugins`, `${src}/routes`, `${src}/app.ts`, `${src}/main.ts`],
      message:
        'Domain code of the server never imports plugins/, routes/ or the app: they assemble it.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/.stryker-tmp*/**',
      '**/reports/**',
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The service worker's push handlers (imported by the generated sw.js).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries('web') }],
    },
  },
  {
    // The staff console: the same layers as the guest app.
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries('console') }],
    },
  },
  {
    // The domain package is pure: it imports nothing of the apps, by name or by
    // path (its tests may read the demo projects' models).
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@hospes/server',
            '@hospes/web',
            '@hospes/console',
            '@hospes/e2e',
            '@hospes/ui',
            '@hospes/api-client',
            'node:*',
            'fs',
            'path',
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: [
                './apps',
                './e2e',
                './projects',
                './tools',
                './packages/ui',
                './packages/api-client',
              ],
              message: 'The domain imports nothing of the apps: they import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared components and the API client know no app: the apps import them.
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/api-client/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@hospes/server', '@hospes/web', '@hospes/console', '@hospes/e2e'] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/ui',
              from: ['./apps', './e2e', './projects', './tools', './packages/domain'],
              message: 'The shared components import nothing of the apps: they import them.',
            },
            {
              target: './packages/api-client',
              from: [
                './apps',
                './e2e',
                './projects',
                './tools',
                './packages/domain',
                './packages/ui',
              ],
              message: 'The API client imports nothing of ours: the apps import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  {
    // One error contract (ADR 028): a route refuses by throwing an AppError;
    // only the error handler writes an error status.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/plugins/app/error-handler.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='code'][arguments.0.type='Literal'][arguments.0.value>=400]",
          message: 'Throw an AppError (http/app-error.ts); the error handler answers it.',
        },
      ],
    },
  },
  {
    // No import cycles anywhere in the product's code: a cycle makes the order
    // of module evaluation decide what is undefined.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
