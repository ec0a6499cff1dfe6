/**
 * Memory of the store under page views (issue #11): RSS and V8 heap of the production server
 * before and after 10,000 page views (home, search, product and seller pages in turn), on
 * embedded PGlite and, when reachable, on PostgreSQL.
 *
 *   npm run build && npm run bench:memory                 # runs under --expose-gc
 *   npm run bench:memory -- --views=20000 --connections=4 --port=3302
 *
 * The store runs as `npm run serve` runs it (bench/lib/store-process.ts) with a small probe
 * (bench/lib/memory-probe.ts) that reports process.memoryUsage() over IPC; when this script
 * runs with --expose-gc (as the npm script does) the store gets it too and every reading comes
 * after a full collection, so "after" shows what is retained rather than garbage not yet swept.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is only used
 * to create, and drop afterwards, a database of this bench's own: storefront_bench_memory.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { runLoad } from './lib/load.ts';
import { type RunningStore, argNumber, isRecord, loadAverage, mib, sampleCatalogue, startStore, stopOnInterrupt } from './lib/store-process.ts';

const views = argNumber('views', 10_000);
const connections = argNumber('connections', 4);
const port = argNumber('port', 3302);
const forcedGc = typeof globalThis.gc === 'function' || process.execArgv.includes('--expose-gc');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'storefront_bench_memory';

interface MemoryReading {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

function readMemory(store: RunningStore): Promise<MemoryReading> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      store.child.off('message', onMessage);
      reject(new Error('the store did not answer the memory probe'));
    }, 10_000);
    const onMessage = (message: unknown) => {
      if (!isRecord(message) || message.type !== 'bench:memory') return;
      const { rss, heapUsed, heapTotal, external } = message;
      if (typeof rss !== 'number' || typeof heapUsed !== 'number' || typeof heapTotal !== 'number' || typeof external !== 'number') return;
      clearTimeout(timer);
      store.child.off('message', onMessage);
      resolve({ rss, heapUsed, heapTotal, external });
    };
    store.child.on('message', onMessage);
    store.child.send('bench:memory');
  });
}

/** The highest RSS the process reached (Linux VmHWM); undefined elsewhere. */
async function peakRss(pid: number) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kibibytes = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kibibytes ? Number(kibibytes) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function measure(label: string, databaseUrl?: string) {
  const store = await startStore({ port, databaseUrl, preload: ['./bench/lib/memory-probe.ts'], nodeFlags: forcedGc ? ['--expose-gc'] : [] });
  const release = stopOnInterrupt(store);
  try {
    const products = await sampleCatalogue(store.origin, 20);
    const queries = ['samsung', 'iphone', 'ordinateur portable', 'casque', 'tv', 'ecouteurs', 'hp', 'jbl', 'canon', 'galaxy'];
    const paths = products.flatMap((product, i) => [
      '/',
      `/search-product?q=${encodeURIComponent(queries[i % queries.length] ?? 'samsung')}`,
      `/product/${product.slug}`,
      product.sellerSlug ? `/seller/${product.sellerSlug}` : '/',
    ]);
    const before = await readMemory(store);
    const started = performance.now();
    const load = await runLoad({ origin: store.origin, paths, connections, amount: views });
    const seconds = (performance.now() - started) / 1000;
    const after = await readMemory(store);
    const peak = await peakRss(store.pid);
    console.log(`\n${label}: ${load.responses.toLocaleString('en')} page views in ${seconds.toFixed(1)} s (${(load.responses / seconds).toFixed(0)}/s, ${connections} connections, p95 ${load.p95.toFixed(0)} ms)${load.non2xx ? `, non-2xx ${load.non2xx}` : ''}${load.errors ? `, errors ${load.errors}` : ''}`);
    console.log(`  ${''.padEnd(12)} ${'before'.padStart(10)} ${'after'.padStart(10)} ${'change'.padStart(10)}`);
    const row = (name: string, a: number, b: number) => console.log(`  ${name.padEnd(12)} ${mib(a).padStart(10)} ${mib(b).padStart(10)} ${`${b >= a ? '+' : '-'}${mib(Math.abs(b - a))}`.padStart(10)}`);
    row('RSS', before.rss, after.rss);
    row('heap used', before.heapUsed, after.heapUsed);
    row('heap total', before.heapTotal, after.heapTotal);
    row('external', before.external, after.external);
    if (peak !== undefined) console.log(`  peak RSS     ${mib(peak).padStart(10)}`);
  } finally {
    await store.stop();
    release();
  }
}

/** Creates this bench's own database on the server, or says why PostgreSQL is skipped. */
async function createBenchDatabase(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped (${serverUrl} is not reachable: ${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
  try {
    await admin.query(`drop database if exists ${benchDatabase} with (force)`);
    await admin.query(`create database ${benchDatabase}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${benchDatabase}`;
  return url.toString();
}

async function dropBenchDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${benchDatabase} with (force)`);
  } finally {
    await admin.end();
  }
}

console.log(`bench:memory  ${views.toLocaleString('en')} page views, production build, ${loadAverage()}`);
console.log(forcedGc ? 'readings after a forced full GC in the store (--expose-gc)' : 'no forced GC (run with --expose-gc, as `npm run bench:memory` does, for readings after a full collection)');
await measure('PGlite (embedded)');
const postgresUrl = await createBenchDatabase();
if (postgresUrl) {
  try {
    await measure(`PostgreSQL (${benchDatabase})`, postgresUrl);
  } finally {
    await dropBenchDatabase();
  }
}
console.log(`\n${loadAverage()}`);
