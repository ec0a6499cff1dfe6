import { defineConfig } from '@playwright/test';
import { mainPort, SHORT_CART_TIMER_SECONDS, shortTimerBaseURL, shortTimerPort } from './apps/web/tests/e2e/servers.ts';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built
 * store, started on its own port with a throwaway embedded database that is removed when it
 * stops (throwaway-store.ts).
 */
const port = mainPort;
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/electromarche-e2e-${process.pid}`;
/** The store whose cart timer runs out in seconds has a database of its own. */
const shortTimerDataDir = `${dataDir}-short-timer`;

export default defineConfig({
  testDir: 'apps/web/tests/e2e',
  testMatch: '**/*.e2e.ts',
  /**
   * A test is a whole journey (sign in, several pages, a payment). On the slowest 2-core machine
   * measured (2026-11-28, about twice as slow as others), the longest journeys without a budget of
   * their own took 28-29 s of a former 30 (checkout from two sellers, hostile redirects at
   * sign-in), so the budget is twice that; a test that hangs still fails.
   */
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
    // A buyer in Abidjan: a French browser. Tests that need English say so.
    locale: 'fr-FR',
    // Recording a trace of every test costs 17 % of the run on two cores, and CI keeps only what
    // it prints: to see a failure step by step, run `npx playwright test <file> --trace on`.
    trace: 'off',
  },
  webServer: [
    {
      command: 'tsx apps/web/tests/e2e/throwaway-store.ts',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: `http://127.0.0.1:${port}/store/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    },
    {
      command: 'tsx apps/web/tests/e2e/throwaway-store.ts',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: `http://127.0.0.1:${shortTimerPort}/store/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(shortTimerPort), HOST: '127.0.0.1', PUBLIC_URL: shortTimerBaseURL, DATA_DIR: shortTimerDataDir, LOG_LEVEL: 'warn', CART_TIMER_SECONDS: String(SHORT_CART_TIMER_SECONDS), VISION_BACKFILL: 'off' },
    },
  ],
});
