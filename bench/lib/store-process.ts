/**
 * Shared pieces of the page benchmarks: the production store started as `npm run serve` starts
 * it (a child Node process running apps/web/server/main.ts through tsx, NODE_ENV=production)
 * on 127.0.0.1 with a throwaway data folder, and small statistics helpers.
 *
 * The child is started directly with `node --import tsx` rather than through npm, so that the
 * process id we hold is the server's own and stopping it never needs to look for children.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;
export const clientBuildDir = join(repoRoot, 'apps/web/build/client');

export interface StoreOptions {
  port: number;
  /** A PostgreSQL database; unset: embedded PGlite in the throwaway data folder. */
  databaseUrl?: string;
  /** Extra Node flags for the child, e.g. --expose-gc. */
  nodeFlags?: string[];
  /** Modules loaded before the server (after tsx), e.g. bench/lib/memory-probe.ts. */
  preload?: string[];
  /** Extra environment, e.g. a switch for a page cache. */
  env?: Record<string, string>;
  /** The store's LOG_LEVEL (default warn; BENCH_LOG_LEVEL overrides). */
  logLevel?: string;
  /** Give up waiting for the health check after this long (seeding a fresh store takes a while). */
  startTimeoutMs?: number;
}

export interface RunningStore {
  origin: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Fails early with a clear message when `npm run build` has not been run. */
export function assertProductionBuild() {
  if (!existsSync(join(repoRoot, 'apps/web/build/server/index.js'))) {
    throw new Error('No production build: run `npm run build` first (the benchmarks measure what `npm run serve` serves).');
  }
}

export async function startStore(options: StoreOptions): Promise<RunningStore> {
  assertProductionBuild();
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Describing every picture for search by photo takes the CPU for a minute after a fresh
    // start: pages and search are measured without it, unless a bench asks for it.
    VISION_BACKFILL: 'off',
    ...options.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? options.logLevel ?? 'warn',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const imports = ['tsx', ...(options.preload ?? [])].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...imports, 'apps/web/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the store process did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const origin = `http://127.0.0.1:${options.port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && process.kill(pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the store exited with code ${child.exitCode} before it was healthy`);
    }
    if (await healthy(origin)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the store was not healthy at ${origin} after ${options.startTimeoutMs ?? 180_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, pid, child, dataDir, stop };
}

async function healthy(origin: string) {
  try {
    const response = await fetch(`${origin}/store/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Stops the store when the bench is interrupted, so no server or data folder is left behind. */
export function stopOnInterrupt(store: RunningStore) {
  const handler = () => void store.stop().finally(() => process.exit(130));
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

/** Real product slugs and their sellers' slugs, from the public API (newest first). */
export async function sampleCatalogue(origin: string, size = 1) {
  const response = await fetch(`${origin}/store/api/v1/products?size=${size}`);
  if (!response.ok) throw new Error(`GET /store/api/v1/products answered ${response.status}`);
  const body: unknown = await response.json();
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.content) ? body.content : [];
  const products = list.filter(isRecord).flatMap((item) => {
    const slug = item.slug;
    if (typeof slug !== 'string') return [];
    const seller = item.accountSlug;
    return [{ slug, sellerSlug: typeof seller === 'string' ? seller : undefined }];
  });
  if (products.length === 0) throw new Error('the store listed no product');
  return products;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function argNumber(name: string, fallback: number) {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = Number(raw ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

export function median(values: number[]) {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of unsorted values; NaN for no values. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export function kib(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function mib(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** The machine's load, printed beside every figure: the benches run on shared machines. */
export function loadAverage() {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `load average ${one.toFixed(2)}, ${five.toFixed(2)}, ${fifteen.toFixed(2)} on ${cpus().length} cores`;
}
