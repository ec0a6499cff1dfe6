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

export interface DatabaseOptions {
  /**
   * Told about a connection the server ended on its own (a restart, an idle timeout, an
   * operator's `pg_terminate_backend`). The pool drops that connection and opens a new one on
   * the next query, so this is for the log; it must never throw.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if ('url' in config) return openPool(config.url, options);
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

function openPool(url: string, { onConnectionError = (error) => console.warn(`database connection lost: ${error.message}`) }: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // Without a listener, an idle connection ended by the server is an uncaught exception that
  // takes the whole process down.
  pool.on('error', onConnectionError);
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => open.delete(client));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      // `pool.end()` resolves once it has asked every connection to end, not when they have:
      // wait for each to be gone, so a database dropped right after has no session of ours left.
      await pool.end();
      if (open.size > 0) await new Promise<void>((resolve) => pool.on('remove', () => open.size === 0 && resolve()));
    },
  };
}
