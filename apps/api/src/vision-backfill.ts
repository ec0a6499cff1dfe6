import { openStore } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { backfillPictureFeatures } from './modules/vision/backfill.ts';

/**
 * `npm run vision:backfill`: describes every product picture that has no visual features yet (or
 * has them from before the visual words or the grey thumbnails, decisions 88 and 98),
 * on the store's database (DATA_DIR or DATABASE_URL), then stops. Safe beside a running store.
 */
const config = loadConfig();
const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
const store = await openStore({ ...config, SEED: 'off' }, log);
const started = performance.now();
const progress = await backfillPictureFeatures(store.database.db, store.media, { onFailure: (imageId, error) => console.warn(`picture ${imageId} not described: ${String(error)}`) });
console.log(`described ${progress.described} pictures in ${((performance.now() - started) / 1000).toFixed(1)} s; ${progress.failed} could not be read`);
await store.database.close();
