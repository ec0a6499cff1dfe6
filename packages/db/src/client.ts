import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** One type for both drivers: code above this file never knows which database it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConfig =
  /** A PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite: a folder on disk, or `memory://` for throwaway tests, optionally started from a snapshot. */
  | { dataDir: string; snapshot?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations (idempotent; safe on every start). */
  migrate(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start copies from (tests). */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../migrations', import.meta.url).pathname;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if ('url' in config) {
    const pool = new pg.Pool({ connectionString: config.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: config.dataDir, extensions: { pg_trgm, unaccent }, loadDataDir: config.snapshot });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
