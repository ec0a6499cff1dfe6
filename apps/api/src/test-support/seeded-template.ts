import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@store/db/client';
import { localMediaStore } from '@store/db/media-store';
import { refreshSearchIndex } from '@store/db/search-index';
import { seedDatabase } from '@store/db/seed/seed';
import pg from 'pg';
import { hashPassword } from '../lib/passwords.ts';

/** How many products the shared test catalogue holds. */
export const TEST_PRODUCT_COUNT = 96;

export interface SeededTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: path of the database tarball. PostgreSQL: name of the template database. */
  source: string;
  mediaDir: string;
  cleanup(): Promise<void>;
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds one database per test run; every test file then starts from a copy
 * (a PGlite snapshot, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL) in a second instead of
 * seeding its own.
 */
export async function createSeededTemplate(kind: 'pglite' | 'postgres'): Promise<SeededTemplate> {
  const workDir = await mkdtemp(join(tmpdir(), 'electromarche-test-'));
  const mediaDir = join(workDir, 'media');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `storefront_template_${randomBytes(5).toString('hex')}`;
  if (kind === 'postgres' && !serverUrl) throw new Error('the postgres test run needs TEST_DATABASE_URL');
  if (kind === 'postgres' && serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase(kind === 'postgres' && serverUrl ? { url: databaseUrl(serverUrl, name) } : { dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db, localMediaStore(mediaDir), { hashPassword, productCount: TEST_PRODUCT_COUNT });
  await refreshSearchIndex(database.db);
  let source = name;
  if (database.snapshot) {
    source = join(workDir, 'database.tar');
    await writeFile(source, Buffer.from(await (await database.snapshot()).arrayBuffer()));
  }
  await database.close();
  return {
    kind,
    source,
    mediaDir,
    async cleanup() {
      if (kind === 'postgres' && serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
