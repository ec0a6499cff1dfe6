/**
 * Server rendering throughput (issue #11): pages a second and p95 latency of a product page and
 * a search page, beside the SAME bytes served as a static file by the same process.
 *
 *   npm run build && npm run bench:ssr
 *   npm run bench:ssr -- --seconds=10 --connections=4 --port=3301
 *
 * Starts the production store (bench/lib/store-process.ts) with a throwaway PGlite folder,
 * renders each page once, writes its HTML under apps/web/build/client/ with a bench-only name,
 * with the .br and .gz copies the build writes beside scripts (precompress.ts), so the static
 * side is sent brotli like the page and both do the same work on the wire (all removed
 * afterwards), then loads each target for a fixed time with autocannon on 127.0.0.1,
 * `accept-encoding: br, gzip` like a browser. The ratio page/static is what the goals speak of.
 * Twice: with the page cache off (`PAGE_CACHE_SECONDS=0`: every request renders), then on (the
 * default: requests after the first are hits, as for visitors who are not signed in).
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompressFile } from '../apps/web/server/precompress.ts';
import { type LoadResult, runLoad } from './lib/load.ts';
import { argNumber, clientBuildDir, loadAverage, sampleCatalogue, startStore, stopOnInterrupt } from './lib/store-process.ts';

const seconds = argNumber('seconds', 10);
const connections = argNumber('connections', 4);
const port = argNumber('port', 3301);

const staticFiles = { product: `bench-static-${process.pid}-product.html`, search: `bench-static-${process.pid}-search.html` };
const removeStaticFiles = () =>
  Promise.all(Object.values(staticFiles).flatMap((name) => ['', '.br', '.gz'].map((suffix) => rm(join(clientBuildDir, `${name}${suffix}`), { force: true }))));

const line = (label: string, result: LoadResult) =>
  console.log(
    `  ${label.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   ${(result.bytesPerResponse / 1000).toFixed(1)} kB/response   n=${result.responses}${result.non2xx ? `  non-2xx ${result.non2xx}` : ''}${result.errors ? `  errors ${result.errors}` : ''}`,
  );

async function measure(label: string, env: Record<string, string>) {
  // The static route list is read when the server starts (wildcard: false), so the files exist
  // before it does; they get the rendered bytes once the store can render them.
  for (const name of Object.values(staticFiles)) await writeFile(join(clientBuildDir, name), '<!doctype html>');
  // A timed run ends with requests in flight; the server logs each cut response as an error
  // ("premature close"), which says nothing about the figures: keep the log to fatal.
  const store = await startStore({ port, env, logLevel: 'fatal' });
  const release = stopOnInterrupt(store);
  const ratios = new Map<string, number>();
  try {
    const [product] = await sampleCatalogue(store.origin, 1);
    if (!product) throw new Error('no product to measure');
    const targets = [
      { name: 'product', path: `/product/${product.slug}`, file: staticFiles.product },
      { name: 'search', path: '/search-product?q=samsung', file: staticFiles.search },
    ];
    console.log(`\n${label}: ${connections} connections, ${seconds} s a target`);
    for (const target of targets) {
      const page = await fetch(`${store.origin}${target.path}`);
      if (!page.ok) throw new Error(`${target.path} answered ${page.status}`);
      const html = Buffer.from(await page.arrayBuffer());
      await writeFile(join(clientBuildDir, target.file), html);
      await precompressFile(join(clientBuildDir, target.file));
      const check = await fetch(`${store.origin}/${target.file}`, { headers: { 'accept-encoding': 'br, gzip' } });
      if (!check.ok || Buffer.from(await check.arrayBuffer()).compare(html) !== 0) throw new Error(`the static copy /${target.file} is not served`);
      if (check.headers.get('content-encoding') !== 'br') throw new Error(`the static copy /${target.file} is not sent brotli`);

      const load = (path: string, duration: number) => runLoad({ origin: store.origin, paths: [path], connections, duration });
      await load(target.path, 2); // warm-up: JIT, database caches (and a page cache when one is on)
      const rendered = await load(target.path, seconds);
      await load(`/${target.file}`, 1);
      const staticCopy = await load(`/${target.file}`, seconds);
      const ratio = rendered.requestsPerSecond / staticCopy.requestsPerSecond;
      ratios.set(target.name, ratio);
      console.log(`${target.name}  ${target.path}  (${(html.length / 1000).toFixed(1)} kB of HTML)`);
      line('rendered page', rendered);
      line('same bytes, static', staticCopy);
      console.log(`  page/static            ${(ratio * 100).toFixed(0)}%`);
    }
  } finally {
    await store.stop();
    release();
    await removeStaticFiles();
  }
  return ratios;
}

console.log(`bench:ssr  production build, PGlite, ${loadAverage()}`);
const mark = (pass: boolean) => (pass ? 'pass' : 'MISS');
const uncached = await measure('page cache off (PAGE_CACHE_SECONDS=0): every request renders', { PAGE_CACHE_SECONDS: '0' });
const cached = await measure('page cache on (default): hits after the first request', {});

console.log('\ngoals');
for (const [name, ratio] of uncached) {
  console.log(`  ${name.padEnd(8)} uncached  ${(ratio * 100).toFixed(0).padStart(4)}% of static   goal >= 30%   ${mark(ratio >= 0.3)}`);
  const hit = cached.get(name) ?? 0;
  console.log(`  ${name.padEnd(8)} cache hit ${(hit * 100).toFixed(0).padStart(4)}% of static   goal >= 80%   ${mark(hit >= 0.8)}`);
}
console.log(`\n${loadAverage()}`);
