import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Browser-safe modules (README, Development): zod, libphonenumber-js and the contracts modules
 * that hold zod schemas stay out of code that runs in the browser. Types may still be imported
 * from them (`import type`), which costs the browser nothing.
 */
const schemaModules = ['account', 'cart', 'cart-api', 'catalog', 'content', 'locale-schemas', 'money-schemas', 'orders', 'phone', 'problem', 'profile', 'inbox', 'search', 'seller-products', 'product-requests', 'subscriptions', 'validator-schemas', 'admin', 'admin-products', 'admin-catalogue', 'vision-schemas', 'admin-orders', 'admin-settings', 'admin-content', 'content-blocks', 'admin-synonyms', 'admin-plan-payments'];
const browserSafeMessage =
  'Server-side validation stays out of the browser (first load under 120 KB gzipped): use the pure modules of contracts (locale, money, roles, limits, dial-codes, *-rules...), validate in a loader/action or a .server module, or import() phone parsing when used.';
const serverOnlyLibraries = (message) => [
  { name: 'zod', message, allowTypeImports: true },
  { name: 'libphonenumber-js', message, allowTypeImports: true },
];
const serverOnlyPattern = (message) => ({ group: ['libphonenumber-js/*'], message, allowTypeImports: true });
/** Language by place (decision 68): the IP country database and its reader are the page server's. */
const ipDatabaseOnServer = { group: ['mmdb-lib', 'mmdb-lib/*', '@ip-location-db/*'], message: 'The IP country database is read by the page server only (apps/web/server/ip-country.ts).' };
const pagesNeverReachDatabase = { group: ['@store/db', '@store/db/*', '@store/api', '@store/api/*'], message: 'Pages talk to the API through the typed client, never to the database.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` keeps the module as a side-effect import, and so in the browser bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]", message: 'No skipped tests.' },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [pagesNeverReachDatabase] }],
    },
  },
  {
    // Code that runs in the browser: everything but .server modules, tests, and route modules,
    // whose loader and action React Router removes from the browser build with their imports.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.server.*', '**/*.test.*', 'apps/web/app/routes/**/route.{ts,tsx}', 'apps/web/app/routes/admin/identity/document.ts', 'apps/web/app/entry.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverOnlyLibraries(browserSafeMessage),
          patterns: [
            pagesNeverReachDatabase,
            ipDatabaseOnServer,
            serverOnlyPattern(browserSafeMessage),
            { group: schemaModules.map((name) => `@store/contracts/${name}`), message: browserSafeMessage, allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@store/*', 'node:*'], message: 'contracts is browser-safe and imports nothing of ours.' }] }],
    },
  },
  {
    // The pure modules of contracts: schema modules import them, never the other way round.
    files: ['packages/contracts/src/*.ts'],
    ignores: ['**/*.test.ts', ...schemaModules.map((name) => `packages/contracts/src/${name}.ts`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverOnlyLibraries('A pure module of contracts: the browser imports it, so no zod or libphonenumber-js (types only).'),
          patterns: [
            { group: ['@store/*', 'node:*'], message: 'contracts is browser-safe and imports nothing of ours.' },
            serverOnlyPattern('A pure module of contracts: the browser imports it, so no libphonenumber-js code (types only).'),
            { group: schemaModules.map((name) => `./${name}.ts`), message: 'A pure module of contracts may import only types from a schema module.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
