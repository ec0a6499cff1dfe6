import Fastify from 'fastify';
import { storeApi } from './app.ts';
import { openStore } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { loggerOptions } from './lib/logging.ts';
import { frameworkErrors } from './plugins/errors.ts';
import { serverLimits } from './lib/server-limits.ts';

/** The API alone, so that pages and API can scale separately. */
const config = loadConfig();
const app = Fastify({ ...serverLimits(config), frameworkErrors, logger: loggerOptions(config.LOG_LEVEL), trustProxy: config.TRUST_PROXY });
const store = await openStore(config, app.log);
await app.register(storeApi, { config, db: store.database.db, databaseKind: store.database.kind, media: store.media });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => store.database.close()).finally(() => process.exit(0));
  });
}
await app.listen({ host: config.HOST, port: config.PORT });
