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
export async function openStore(config: AppConfig, log: (message: string) => void): Promise<Store> {
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  const media = localMediaStore(config.mediaDir);
  if (config.SEED === 'auto' && !(await isSeeded(database.db))) {
    const started = performance.now();
    const summary = await seedDatabase(database.db, media, { hashPassword });
    await refreshSearchIndex(database.db);
    log(`seeded an empty database with the demo store in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(summary)}`);
  }
  log(`database ready (${database.kind})`);
  return { database, media };
}
