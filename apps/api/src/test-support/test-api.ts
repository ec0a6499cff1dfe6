import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@store/db/client';
import { memoryMediaStore } from '@store/db/media-store';
import { refreshSearchIndex } from '@store/db/search-index';
import { seedDatabase } from '@store/db/seed/seed';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { storeApi } from '../app.ts';
import { loadConfig } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';

export interface TestApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A real database for one test file: embedded PGlite in memory, or, when the run targets
 * PostgreSQL (API_TEST_DB=postgres), a fresh database on TEST_DATABASE_URL dropped afterwards.
 */
async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.API_TEST_DB !== 'postgres') return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The API as a client sees it, on a migrated and seeded database (48 products). */
export async function createTestApi(options: { productCount?: number } = {}): Promise<TestApi> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const media = memoryMediaStore();
  await seedDatabase(database.db, media, { hashPassword, productCount: options.productCount ?? 48 });
  await refreshSearchIndex(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys' });
  const app = Fastify({ logger: false });
  await app.register(storeApi, { config, db: database.db, databaseKind: database.kind, media });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
