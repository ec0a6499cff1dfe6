import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from './test-support/http.ts';
import { adminQuery } from './test-support/seeded-template.ts';
import { createTestApi, type TestApi } from './test-support/test-api.ts';

/*
 * PostgreSQL only (the embedded database has no connections to lose): the server ending our
 * connections, as a restart, a failover or an operator does, must not take the API down.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const productsPage = () => api.app.inject({ url: `${STORE}/products?size=9` });

async function terminateConnectionsOf(database: string) {
  const client = await adminQuery(process.env.TEST_DATABASE_URL ?? '', `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`);
  return client.rows.filter((row) => row.ended === true).length;
}

describe('connections ended by the database server', () => {
  it('keeps answering after every pooled connection is terminated while requests are served', async () => {
    const warm = await Promise.all(Array.from({ length: 6 }, productsPage));
    expect(warm.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const inFlight = Array.from({ length: 6 }, productsPage);
    const ended = await terminateConnectionsOf(api.databaseName ?? '');
    expect(ended).toBeGreaterThan(0);
    // A request whose query was cut may fail; the process must not, and no answer may hang.
    await Promise.all(inFlight);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.connectionErrors.length).toBeGreaterThan(0);

    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await productsPage();
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
