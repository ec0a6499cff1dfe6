/**
 * Checkout under contention, on PostgreSQL: N buyers at once each put one unit of the same
 * product in a guest cart, start checkout and place a cash-on-delivery order, while the
 * product has S units. Prints how many orders were made (must be S), the stock left (must be
 * 0), and p50/p95/p99 of the checkout and order requests.
 *
 *   npm run bench:checkout                          # 500 buyers, stock 50
 *   npm run bench:checkout -- --buyers=2000 --stock=100
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) to create a fresh
 * database `storefront_bench_checkout` each run. Requests go through the real routes with `inject`.
 */
import { storeApi } from '@store/api/app';
import { loadConfig } from '@store/api/config';
import { hashPassword } from '@store/api/lib/passwords';
import { openDatabase } from '@store/db/client';
import { memoryMediaStore } from '@store/db/media-store';
import { products } from '@store/db/schema/index';
import { seedDatabase } from '@store/db/seed/seed';
import { asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const buyers = arg('buyers', 500);
const stock = arg('stock', 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'storefront_bench_checkout';

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString() });
await database.migrate();
const media = memoryMediaStore();
await seedDatabase(database.db, media, { hashPassword });
const app = Fastify({ logger: false });
await app.register(storeApi, { config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-keys' }), db: database.db, databaseKind: 'postgres', media });
await app.ready();

const [product] = await database.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.published, true)).orderBy(asc(products.id)).limit(1);
if (!product) throw new Error('the seed made no product');
await database.db.update(products).set({ quantity: stock }).where(eq(products.id, product.id));

const address = { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '0711223344' }, city: 'Abidjan', addressLine: 'Cocody, rue des Jardins' };
const ip = (i: number) => `10.${Math.floor(i / 65_000) % 250}.${Math.floor(i / 250) % 250}.${i % 250}`;
const slugs = await Promise.all(
  Array.from({ length: buyers }, async (_, i) => {
    const response = await app.inject({ method: 'POST', url: '/store/api/v1/products/cart', payload: { cart: { items: [{ productSlug: product.slug, quantity: 1 }] } }, remoteAddress: ip(i) });
    return response.json<{ cart: { slug: string } }>().cart.slug;
  }),
);

const checkoutTimes: number[] = [];
const orderTimes: number[] = [];
const started = performance.now();
const outcomes = await Promise.all(
  slugs.map(async (cartSlug, i) => {
    let t = performance.now();
    const checkout = await app.inject({ method: 'POST', url: '/store/api/v1/products/checkout', payload: { cartSlug }, remoteAddress: ip(i) });
    checkoutTimes.push(performance.now() - t);
    if (checkout.statusCode !== 201) return checkout.json<{ code: string }>().code;
    t = performance.now();
    const order = await app.inject({
      method: 'POST',
      url: '/store/api/v1/products/order',
      payload: { reservationId: checkout.json<{ id: string }>().id, address, shippingOptionId: 1, paymentMethod: 'CASH_ON_DELIVERY' },
      headers: { 'idempotency-key': `bench-${i}` },
      remoteAddress: ip(i),
    });
    orderTimes.push(performance.now() - t);
    return order.statusCode === 201 ? 'ordered' : order.json<{ code: string }>().code;
  }),
);
const elapsed = performance.now() - started;

const tally = new Map<string, number>();
for (const outcome of outcomes) tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
const [left] = await database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, product.id));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const line = (label: string, values: number[]) =>
  console.log(`${label.padEnd(22)} n=${String(values.length).padStart(5)}  p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms`);

console.log(`${buyers} buyers at once for ${stock} units (pool of ${process.env.DATABASE_POOL_SIZE ?? 10} connections), ${(elapsed / 1000).toFixed(2)} s`);
console.log(`outcomes: ${[...tally].map(([key, n]) => `${key} ${n}`).join(', ')}`);
console.log(`stock left: ${left?.quantity}  (oversold: ${(tally.get('ordered') ?? 0) > stock ? 'YES' : 'no'})`);
line('POST products/checkout', checkoutTimes);
line('POST products/order', orderTimes);

await app.close();
await database.close();
