import { type DatabaseHandle, openDatabase } from '@store/db/client';
import { localMediaStore, type MediaStore } from '@store/db/media-store';
import { refreshSearchIndex } from '@store/db/search-index';
import { isSeeded, seedDatabase } from '@store/db/seed/seed';
import type { AppConfig } from './config.ts';
import { hashPassword } from './lib/passwords.ts';

export interface Store {
  database: DatabaseHandle;
  media: MediaStore;
}

/**
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations and gives
 * an empty database the demo catalogue, so a fresh install is a living store.
 */
export interface StoreLog {
  info(message: string): void;
  warn(message: string): void;
}

export async function openStore(config: AppConfig, log: StoreLog): Promise<Store> {
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.dataDir}/pglite` }, {
    // A restart or an idle timeout of the server ends a connection: the next query opens another.
    onConnectionError: (error) => log.warn(`database connection ended by the server (${error.message}); reconnecting on the next query`),
  });
  await database.migrate();
  const media = localMediaStore(config.mediaDir);
  if (config.SEED === 'auto' && !(await isSeeded(database.db))) {
    const started = performance.now();
    const summary = await seedDatabase(database.db, media, { hashPassword });
    await refreshSearchIndex(database.db);
    log.info(`seeded an empty database with the demo store in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(summary)}`);
  }
  log.info(`database ready (${database.kind})`);
  return { database, media };
}
