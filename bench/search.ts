/**
 * Search and suggestion latency on a generated catalogue, on PostgreSQL.
 *
 *   npm run bench:search                      # 100,000 products (default)
 *   npm run bench:search -- --products=1000000
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) to create a
 * database `storefront_bench`, kept between runs and grown when asked for more products.
 * Requests go through the real routes (validation, SQL, serialization) with `inject`.
 */
import { storeApi } from '@store/api/app';
import { loadConfig } from '@store/api/config';
import { hashPassword } from '@store/api/lib/passwords';
import { generateCatalogue } from '@store/db/catalogue-generator';
import { openDatabase } from '@store/db/client';
import { memoryMediaStore } from '@store/db/media-store';
import { refreshSearchIndex } from '@store/db/search-index';
import { isSeeded, seedDatabase } from '@store/db/seed/seed';
import { categories, products, searchWords } from '@store/db/schema/index';
import { count as countRows, desc } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';

const target = Number(process.argv.find((arg) => arg.startsWith('--products='))?.split('=')[1] ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'storefront_bench';

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString() });
await database.migrate();
const media = memoryMediaStore();
if (!(await isSeeded(database.db))) await seedDatabase(database.db, media, { hashPassword });
const count = async () => (await database.db.select({ n: countRows() }).from(products))[0]?.n ?? 0;
if ((await count()) < target) {
  const started = performance.now();
  await generateCatalogue(database.db, target);
  await refreshSearchIndex(database.db);
  console.log(`generated ${target.toLocaleString('en')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`catalogue: ${(await count()).toLocaleString('en')} products on PostgreSQL`);

const app = Fastify({ logger: false });
await app.register(storeApi, { config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-keys' }), db: database.db, databaseKind: 'postgres', media });
await app.ready();
{
  // A server builds its catalogue index when it starts; the figures below are of a running server.
  const started = performance.now();
  await app.inject({ url: '/store/api/v1/products/search?q=index' });
  console.log(`catalogue index built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const searches = [
  'q=samsung',
  'q=iphone',
  'q=ordinateur%20portable',
  'q=ecouteurs',
  'q=iphnoe',
  'q=samsnug%20galaxy',
  'q=tv&sort=price,asc',
  'q=casque&location=Dakar',
  'category=smartphones-tablets&sort=createdDate,desc',
  'sort=createdDate,desc',
  'q=laptops&priceMin=100000&priceMax=500000',
  'q=powerbank&page=3&size=24',
];
const prefixes = ['sa', 'sam', 'ip', 'iph', 'ord', 'ordin', 'tv', 'cas', 'hp', 'len', 'jbl', 'cano', 'écou', 'gala', 'play'];
/** Prefixes of the catalogue's own words, each asked once: what a cold popup answers. */
const wordRows = await database.db.select({ word: searchWords.word }).from(searchWords).orderBy(desc(searchWords.frequency)).limit(60);
const coldPrefixes = [...new Set(wordRows.flatMap(({ word }) => [word.slice(0, 2), word.slice(0, 3), word.slice(0, 4)]))].filter((p) => p.length >= 2);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(label: string, paths: string[], rounds: number, warm = true) {
  if (warm) for (const path of paths) await app.inject({ url: path }); // warm caches and plans
  const timings: number[] = [];
  const perPath = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      const response = await app.inject({ url: path });
      const elapsed = performance.now() - started;
      timings.push(elapsed);
      perPath.set(path, [...(perPath.get(path) ?? []), elapsed]);
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    }
  }
  if (process.argv.includes('--detail')) {
    for (const [path, values] of perPath) console.log(`  ${percentile(values.sort((a, b) => a - b), 50).toFixed(1).padStart(7)} ms  ${path}`);
  }
  timings.sort((a, b) => a - b);
  const mean = timings.reduce((sum, t) => sum + t, 0) / timings.length;
  console.log(
    `${label.padEnd(12)} n=${String(timings.length).padStart(4)}  p50=${percentile(timings, 50).toFixed(1)} ms  p95=${percentile(timings, 95).toFixed(1)} ms  p99=${percentile(timings, 99).toFixed(1)} ms  mean=${mean.toFixed(1)} ms`,
  );
}

const categorySlugs = (await database.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug);
const coldSearches = [...wordRows.slice(0, 40).map(({ word }) => `q=${encodeURIComponent(word)}`), ...categorySlugs.map((slug) => `category=${slug}`)];
await measure('search cold', coldSearches.map((q) => `/store/api/v1/products/search?${q}&lang=en`), 1, false);
await measure('search', searches.map((q) => `/store/api/v1/products/search?${q}`), 20);
await measure('suggest cold', coldPrefixes.map((q) => `/store/api/v1/products/search/suggestions?q=${encodeURIComponent(q)}&lang=en`), 1, false);
await measure('suggestions', prefixes.map((q) => `/store/api/v1/products/search/suggestions?q=${encodeURIComponent(q)}`), 20);
await app.close();
await database.close();
