/**
 * Search quality on the seeded catalogue (320 products, embedded PGlite): the store's search
 * page against MiniSearch on the same products and the judged queries of
 * bench/search-quality/judged-set.ts.
 *
 *   npm run bench:search-quality               # table
 *   npm run bench:search-quality -- --detail   # plus each query the store answers worse than grade 2 first
 *
 * Figures: nDCG@10 (graded 2/1/0), success@3 (a grade-2 product in the first 3), the share of
 * queries answering nothing, the share of first results that are out of stock; and how often
 * the header popup shows the results page's first three products.
 */
import { storeApi } from '@store/api/app';
import { loadConfig } from '@store/api/config';
import { hashPassword } from '@store/api/lib/passwords';
import { openDatabase } from '@store/db/client';
import { memoryMediaStore } from '@store/db/media-store';
import { refreshSearchIndex } from '@store/db/search-index';
import { seedDatabase } from '@store/db/seed/seed';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import type { JudgedProduct } from './lib/judged-product.ts';
import { judgedSet, type JudgedQuery } from './search-quality/judged-set.ts';

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const media = memoryMediaStore();
await seedDatabase(database.db, media, { hashPassword });
await refreshSearchIndex(database.db);

const catalogueRowSchema = z.object({
  slug: z.string(),
  brand: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  quantity: z.coerce.number().int(),
  category: z.string(),
  sub_category: z.string(),
  category_words: z.string(),
  specs: z.array(z.string()).nullable(),
  spec_values: z.string().nullable(),
});
const rawCatalogue: unknown = await database.db.execute(sql`
    SELECT p.slug, p.brand, p.name_fr, p.name_en, p.quantity, c.slug AS category, s.slug AS sub_category,
           concat_ws(' ', c.name_fr, c.name_en, c.keyword, s.name_fr, s.name_en, s.keyword) AS category_words,
           array_agg(sp.code || '=' || v.value || coalesce(' ' || sp.unit, '')) FILTER (WHERE sp.id IS NOT NULL) AS specs,
           string_agg(v.value || coalesce(' ' || sp.unit, ''), ' ') AS spec_values
      FROM products p
      JOIN sub_categories s ON s.id = p.sub_category_id
      JOIN categories c ON c.id = s.category_id
      LEFT JOIN product_specification_values v ON v.product_id = p.id
      LEFT JOIN specifications sp ON sp.id = v.specification_id
     WHERE p.published
     GROUP BY p.id, c.slug, s.slug, c.name_fr, c.name_en, c.keyword, s.name_fr, s.name_en, s.keyword`);
// Both drivers answer raw SQL with `{ rows }`.
const rows = z.object({ rows: z.array(catalogueRowSchema) }).parse(rawCatalogue).rows;
const catalogue: JudgedProduct[] = rows.map((row) => ({
  slug: row.slug,
  brand: row.brand,
  nameFr: row.name_fr,
  nameEn: row.name_en,
  category: row.category,
  subCategory: row.sub_category,
  quantity: row.quantity,
  specs: row.specs ?? [],
}));
const bySlug = new Map(catalogue.map((product) => [product.slug, product]));

const app = Fastify({ logger: false });
await app.register(storeApi, {
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-keys' }),
  db: database.db,
  databaseKind: database.kind,
  media,
});
await app.ready();

async function storeAnswer(query: JudgedQuery): Promise<string[]> {
  const response = await app.inject({ url: `/store/api/v1/products/search?q=${encodeURIComponent(query.q)}&lang=${query.lang}&size=16` });
  if (response.statusCode !== 200) throw new Error(`${query.q}: ${response.statusCode} ${response.body}`);
  return response.json<{ items: { slug: string }[] }>().items.map((item) => item.slug);
}

/** MiniSearch as its documentation suggests for a shop: prefix and fuzzy matching, names boosted. */
const fold = (term: string) =>
  term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
const peer = new MiniSearch<{ id: string; brand: string; nameFr: string; nameEn: string; categoryWords: string; specValues: string }>({
  fields: ['brand', 'nameFr', 'nameEn', 'categoryWords', 'specValues'],
  processTerm: (term) => fold(term),
  searchOptions: { prefix: true, fuzzy: 0.2, boost: { brand: 2, nameFr: 2, nameEn: 2 }, combineWith: 'AND' },
});
peer.addAll(rows.map((row) => ({ id: row.slug, brand: row.brand, nameFr: row.name_fr, nameEn: row.name_en, categoryWords: row.category_words, specValues: row.spec_values ?? '' })));
function peerAnswer(query: JudgedQuery): string[] {
  const all = peer.search(query.q);
  // As a shop would: every word first, any word when that finds nothing.
  const hits = all.length > 0 ? all : peer.search(query.q, { combineWith: 'OR' });
  return hits.slice(0, 16).map((hit) => String(hit.id));
}

const grade = (query: JudgedQuery, product: JudgedProduct | undefined) => (!product ? 0 : query.want(product) ? 2 : query.ok?.(product) ? 1 : 0);
const dcg = (grades: number[]) => grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

interface Figures {
  ndcg: number;
  success3: number;
  zero: number;
  outOfStockFirst: number;
}
function score(answers: string[][]): { figures: Figures; perQuery: number[] } {
  let answered = 0;
  let outOfStock = 0;
  const perQuery = judgedSet.map((query, index) => {
    const slugs = answers[index] ?? [];
    const grades = slugs.slice(0, 10).map((slug) => grade(query, bySlug.get(slug)));
    const ideal = catalogue
      .map((product) => grade(query, product))
      .sort((a, b) => b - a)
      .slice(0, 10);
    return dcg(ideal) === 0 ? 0 : dcg(grades) / dcg(ideal);
  });
  let success = 0;
  judgedSet.forEach((query, index) => {
    const slugs = answers[index] ?? [];
    if (slugs.slice(0, 3).some((slug) => grade(query, bySlug.get(slug)) === 2)) success++;
    const first = slugs[0] ? bySlug.get(slugs[0]) : undefined;
    if (first) {
      answered++;
      if (first.quantity === 0) outOfStock++;
    }
  });
  const n = judgedSet.length;
  return {
    figures: { ndcg: perQuery.reduce((a, b) => a + b, 0) / n, success3: success / n, zero: (n - answered) / n, outOfStockFirst: answered ? outOfStock / answered : 0 },
    perQuery,
  };
}

const unjudged = judgedSet.filter((query) => !catalogue.some((product) => query.want(product)));
if (unjudged.length > 0) throw new Error(`queries with no grade-2 product in the catalogue: ${unjudged.map((query) => query.q).join(', ')}`);

/** Whether the header popup shows the results page's first products for the same text. */
async function popupAgrees(query: JudgedQuery, page: string[]): Promise<boolean> {
  const response = await app.inject({ url: `/store/api/v1/products/search/suggestions?q=${encodeURIComponent(query.q)}&lang=${query.lang}` });
  const popup = response.json<{ products: { slug: string }[] }>().products.map((product) => product.slug);
  return popup.length === Math.min(3, page.length) && popup.every((slug, index) => page[index] === slug);
}

const storeAnswers: string[][] = [];
let agreeing = 0;
for (const query of judgedSet) {
  const answer = await storeAnswer(query);
  storeAnswers.push(answer);
  if (await popupAgrees(query, answer)) agreeing++;
}
const peerAnswers = judgedSet.map(peerAnswer);
const store = score(storeAnswers);
const mini = score(peerAnswers);

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(`${judgedSet.length} judged queries over ${catalogue.length} products\n`);
console.log('| figure | store | MiniSearch |');
console.log('|---|---|---|');
console.log(`| nDCG@10 (higher is better) | ${store.figures.ndcg.toFixed(3)} | ${mini.figures.ndcg.toFixed(3)} |`);
console.log(`| success@3 (higher is better) | ${percent(store.figures.success3)} | ${percent(mini.figures.success3)} |`);
console.log(`| zero-result rate (lower is better) | ${percent(store.figures.zero)} | ${percent(mini.figures.zero)} |`);
console.log(`| out-of-stock first result (lower is better) | ${percent(store.figures.outOfStockFirst)} | ${percent(mini.figures.outOfStockFirst)} |`);

console.log(`\nheader popup showing the results page's first 3 products: ${percent(agreeing / judgedSet.length)} of queries`);

const kinds = [...new Set(judgedSet.map((query) => query.kind))];
console.log('\n| kind | queries | store nDCG@10 | MiniSearch nDCG@10 |');
console.log('|---|---|---|---|');
for (const kind of kinds) {
  const indexes = judgedSet.flatMap((query, index) => (query.kind === kind ? [index] : []));
  const mean = (values: number[]) => indexes.reduce((sum, index) => sum + (values[index] ?? 0), 0) / indexes.length;
  console.log(`| ${kind} | ${indexes.length} | ${mean(store.perQuery).toFixed(3)} | ${mean(mini.perQuery).toFixed(3)} |`);
}

if (process.argv.includes('--detail')) {
  console.log('\nqueries where the store trails (store nDCG / MiniSearch nDCG, first results):');
  judgedSet.forEach((query, index) => {
    const ours = store.perQuery[index] ?? 0;
    const theirs = mini.perQuery[index] ?? 0;
    if (ours >= 0.999 && ours >= theirs) return;
    const first = (storeAnswers[index] ?? []).slice(0, 3).map((slug) => `${grade(query, bySlug.get(slug))}:${slug}`);
    console.log(`  ${query.lang} ${query.q.padEnd(28)} ${ours.toFixed(2)} / ${theirs.toFixed(2)}  ${first.join('  ') || '(nothing)'}`);
  });
}
await app.close();
await database.close();
