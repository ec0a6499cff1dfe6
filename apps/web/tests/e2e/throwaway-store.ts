import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * Runs the built store (as `npm run serve` does) on a database of its own under DATA_DIR for the browser
 * tests, and removes that folder when the store stops, so no run leaves data in the temp folder.
 * Playwright stops it with SIGTERM (see `gracefulShutdown` in playwright.config.ts).
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('electromarche-e2e')) throw new Error(`DATA_DIR must be a throwaway e2e folder, not ${dataDir}`);

const removeData = () => rmSync(dataDir, { recursive: true, force: true });
removeData();
// The server itself, not through npm: its exit is the moment nothing writes to DATA_DIR any more.
const store = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server/main.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true;
    store.kill(signal);
  });
}
store.on('exit', (code) => {
  removeData();
  process.exit(stopping ? 0 : (code ?? 1));
});
