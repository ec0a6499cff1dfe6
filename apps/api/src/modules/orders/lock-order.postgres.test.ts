import { accounts, orders, subOrders } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, STORE } from '../../test-support/http.ts';
import { deliveryAddress, publishedCfaProduct } from '../../test-support/orders.ts';
import { databaseUrl } from '../../test-support/seeded-template.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/*
 * PostgreSQL only (the embedded database serves one connection at a time): every writer of an
 * order and its parcels locks the order first, then the parcels. A seller moving a parcel
 * while an operator cancels the order then waits instead of deadlocking (one of the two would
 * get a 500 from PostgreSQL's deadlock detector).
 */

let api: TestApi;
let buyer: Record<string, string>;
let seller: Record<string, string>;
const clients: pg.Client[] = [];

beforeAll(async () => {
  api = await createTestApi();
  [buyer, seller] = await Promise.all([authHeaders(api, 'buyer', 'Buyer2026!'), authHeaders(api, 'seller', 'Seller2026!')]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  await api.close();
});

async function connect() {
  const client = new pg.Client({ connectionString: databaseUrl(process.env.TEST_DATABASE_URL ?? '', api.databaseName ?? '') });
  await client.connect();
  clients.push(client);
  return client;
}

/** An order of one product of the demo seller, paid on delivery, and that seller's parcel of it. */
async function sellerParcel() {
  const product = await publishedCfaProduct(api.database.db, eq(accounts.login, 'seller'));
  await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, headers: buyer, payload: { cart: { items: [{ productSlug: product.slug, quantity: 1 }] } } });
  const reservation = await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, headers: buyer, payload: {} });
  expect(reservation.statusCode, reservation.body).toBe(201);
  const placed = await api.app.inject({
    method: 'POST',
    url: `${STORE}/products/order`,
    headers: buyer,
    payload: { reservationId: reservation.json<{ id: string }>().id, address: deliveryAddress, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const [row] = await api.database.db
    .select({ orderId: orders.id, parcelId: subOrders.id })
    .from(orders)
    .innerJoin(subOrders, eq(subOrders.orderId, orders.id))
    .where(and(eq(orders.number, placed.json<{ number: string }>().number)));
  if (!row) throw new Error('no parcel');
  return row;
}

/** Waits until some statement of this database waits for a row lock. */
async function someoneWaitsForALock(observer: pg.Client) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await observer.query<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if ((rows[0]?.waiting ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('lock order of an order and its parcels', () => {
  it("a seller's status change waits for the order before it takes the parcel", async () => {
    const { orderId, parcelId } = await sellerParcel();
    const operator = await connect();
    const probe = await connect();

    // An operator's cancel holds the order...
    await operator.query('BEGIN');
    await operator.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
    // ...while the seller ships the parcel.
    const shipping = api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${parcelId}/status`, headers: seller, payload: { status: 'SHIPPED' } });
    expect(await someoneWaitsForALock(probe)).toBe(true);

    // The seller's request holds nothing the operator will need next: the parcel is free.
    await probe.query('BEGIN');
    const parcel = await probe.query('SELECT id FROM sub_orders WHERE id = $1 FOR UPDATE NOWAIT', [parcelId]);
    expect(parcel.rowCount).toBe(1);
    await probe.query('ROLLBACK');

    await operator.query('ROLLBACK');
    const shipped = await shipping;
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<{ status: string }>().status).toBe('SHIPPED');
  });
});
