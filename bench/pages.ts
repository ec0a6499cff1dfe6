/**
 * Page speed on a cheap phone (issue #11): Lighthouse 12.8 with its mobile defaults (Moto G
 * Power screen, simulated slow 4G and 4x CPU slowdown) against the production build.
 *
 *   npm run build && npm run bench:pages                 # 5 runs a page
 *   npm run bench:pages -- --runs=3 --port=3300
 *
 * Starts the store as `npm run serve` does (bench/lib/store-process.ts) on 127.0.0.1 with a
 * throwaway PGlite data folder, runs Debian's /usr/bin/chromium (never a downloaded browser),
 * and prints per page the MEDIAN of each figure over the runs, beside the goals. Figures that
 * miss a goal are marked but the script exits 0: goals live here, not in timed tests.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { argNumber, isRecord, loadAverage, median, sampleCatalogue, startStore, stopOnInterrupt } from './lib/store-process.ts';

const runs = argNumber('runs', 5);
const port = argNumber('port', 3300);
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** Lighthouse's resource-summary rows we report, by its resourceType. */
const resourceTypes: [type: string, label: string][] = [
  ['script', 'JS'],
  ['stylesheet', 'CSS'],
  ['document', 'HTML'],
  ['image', 'images'],
  ['font', 'fonts'],
  ['total', 'total'],
];

interface RunFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: Map<string, number>;
  scripts: string[];
  /** What Lighthouse took for the largest paint (its node label), to know what to speed up. */
  lcpElement: string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (pass: boolean) => (pass ? 'pass' : 'MISS');

function numeric(lhr: Result, id: string) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

function detailItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details: unknown = lhr.audits[id]?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

function figures(lhr: Result, origin: string): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const bytes = new Map<string, number>();
  for (const item of detailItems(lhr, 'resource-summary')) {
    if (typeof item.resourceType === 'string' && typeof item.transferSize === 'number') bytes.set(item.resourceType, item.transferSize);
  }
  const scripts = detailItems(lhr, 'network-requests').flatMap((item) =>
    item.resourceType === 'Script' && typeof item.url === 'string' && item.url.startsWith(origin) ? [item.url] : [],
  );
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    bytes,
    scripts,
    lcpElement: lcpElementOf(lhr),
  };
}

/** The largest paint's element as Lighthouse names it (a table of one row holding the node). */
function lcpElementOf(lhr: Result): string {
  for (const table of detailItems(lhr, 'largest-contentful-paint-element')) {
    const rows = Array.isArray(table.items) ? table.items.filter(isRecord) : [];
    const node = rows.map((row) => row.node).find(isRecord);
    if (node) return `${typeof node.nodeLabel === 'string' ? node.nodeLabel : '?'} (${typeof node.selector === 'string' ? node.selector : '?'})`.slice(0, 140);
  }
  return 'unknown';
}

/** The page's own scripts, each fetched once and gzipped at the default level (6), added up. */
async function gzippedScripts(urls: string[]) {
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url);
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return total;
}

const started = performance.now();
console.log(`bench:pages  ${runs} Lighthouse run(s) a page, mobile defaults (simulated throttling), ${loadAverage()}`);
const store = await startStore({ port });
const release = stopOnInterrupt(store);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const [product] = await sampleCatalogue(store.origin, 1);
  if (!product) throw new Error('no product to measure');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search-product?q=samsung' },
    { name: 'product', path: `/product/${product.slug}` },
  ];
  for (const page of pages) {
    const url = `${store.origin}${page.path}`;
    const results: RunFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      results.push(figures(result.lhr, store.origin));
    }
    const m = (pick: (run: RunFigures) => number) => median(results.map(pick));
    const score = m((run) => run.score);
    const lcp = m((run) => run.lcp);
    const tbt = m((run) => run.tbt);
    const cls = m((run) => run.cls);
    const fcp = m((run) => run.fcp);
    console.log(`\n${page.name}  ${page.path}  (median of ${results.length})`);
    console.log(`  performance ${score.toFixed(2).padStart(9)}   goal >= 0.98   ${mark(score >= 0.98)}`);
    console.log(`  LCP         ${`${(lcp / 1000).toFixed(2)} s`.padStart(9)}   goal < 2 s     ${mark(lcp < 2000)}`);
    console.log(`  TBT         ${`${Math.round(tbt)} ms`.padStart(9)}   goal < 50 ms   ${mark(tbt < 50)}`);
    console.log(`  CLS         ${cls.toFixed(3).padStart(9)}   goal 0         ${mark(cls === 0)}`);
    console.log(`  FCP         ${`${(fcp / 1000).toFixed(2)} s`.padStart(9)}`);
    const elements = new Map<string, number>();
    for (const run of results) elements.set(run.lcpElement, (elements.get(run.lcpElement) ?? 0) + 1);
    console.log(`  LCP element ${[...elements].map(([element, times]) => `${element} x${times}`).join('; ')}`);
    const transfer = resourceTypes.map(([type, label]) => `${label} ${kb(m((run) => run.bytes.get(type) ?? 0))}`);
    console.log(`  transferred ${transfer.join(', ')}`);
    if (page.name === 'product') {
      const served = m((run) => run.bytes.get('script') ?? 0);
      const gzipped = await gzippedScripts(results[0]?.scripts ?? []);
      console.log(
        `  first-load JS ${kb(gzipped)} gzipped (${results[0]?.scripts.length ?? 0} same-origin scripts the page loaded, each gzipped -6; ${kb(served)} as served, brotli + headers)   goal <= 120 kB   ${mark(gzipped <= 120_000)}`,
      );
    }
  }
} finally {
  chrome?.kill();
  await store.stop();
  release();
}
console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s, ${loadAverage()}`);
