import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Tests that build the API on a real database; every other test is a plain unit test. */
const apiTests = ['apps/api/src/**/*.routes.test.ts'];
/** API tests about PostgreSQL itself (connections ended by the server): the PostgreSQL run only. */
const postgresTests = ['apps/api/src/**/*.postgres.test.ts'];
/** Seeds one database per run that every API test file copies. */
const globalSetup = ['apps/api/src/test-support/global-setup.ts'];

/**
 * API tests run on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 * Their files share one module graph per worker (`isolate: false`): the API is imported and
 * PGlite's WebAssembly compiled once per worker instead of once per file, which halves their
 * time. It is safe because each file builds its own app on its own database, and every
 * module-level cache of the API is keyed by the database handle (decision 93). Unit and page
 * tests stay isolated: page modules keep browser-side caches (the menus' details) per process.
 */
const apiProjects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'api-pglite', include: apiTests, globalSetup, isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } },
];
if (process.env.TEST_DATABASE_URL) {
  apiProjects.push({
    extends: true,
    test: { name: 'api-postgres', include: [...apiTests, ...postgresTests], globalSetup, isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
  });
}

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle, which on a 2-core CI machine runs the files one at a time.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/server/**/*.test.ts'], exclude: [...apiTests, ...postgresTests], testTimeout: 60_000 } },
      { extends: true, test: { name: 'web', include: ['apps/web/app/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      ...apiProjects,
    ],
  },
});
