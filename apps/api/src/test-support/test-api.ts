import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '@store/db/client';
import { localMediaStore } from '@store/db/media-store';
import Fastify, { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type ApiOptions, storeApi } from '../app.ts';
import { serverLimits } from '../lib/server-limits.ts';
import { frameworkErrors } from '../plugins/errors.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { adminQuery, databaseUrl } from './seeded-template.ts';

export { TEST_PRODUCT_COUNT } from './seeded-template.ts';

export interface TestApi {
  app: FastifyInstance;
  /**
   * The API's own instance, where its decorations live (`db`, `notifier`, `paymentGateway`):
   * for tests that run a periodic task or a service directly, as the server would.
   */
  instance: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** PostgreSQL connections the server ended (see database-resilience.postgres.test.ts). */
  connectionErrors: Error[];
  /** PostgreSQL: the name of this file's database. */
  databaseName?: string;
  close(): Promise<void>;
}

/**
 * The API as a client sees it, on a database of this test file's own, copied from the run's
 * seeded template: embedded PGlite, or PostgreSQL when the run targets TEST_DATABASE_URL.
 */
export async function createTestApi(options: Pick<ApiOptions, 'onCatalogueChange'> = {}): Promise<TestApi> {
  const template = inject('seededTemplate');
  let database: DatabaseHandle;
  let drop = async () => {};
  const connectionErrors: Error[] = [];
  let databaseName: string | undefined;
  if (template.kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `storefront_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.source}`);
    database = await openDatabase({ url: databaseUrl(serverUrl, name) }, { onConnectionError: (error) => connectionErrors.push(error) });
    databaseName = name;
    drop = async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://', snapshot: new Blob([await readFile(template.source)]) });
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys' });
  // The server options of production, but for the log.
  const app = Fastify({ ...serverLimits(config), frameworkErrors, logger: false });
  // Pictures are read, and variants written, beside the template's: each file renders its own.
  let instance: FastifyInstance | undefined;
  await app.register(async (scope) => {
    await storeApi(scope, { config, db: database.db, databaseKind: database.kind, media: localMediaStore(template.mediaDir), ...options });
    instance = scope;
  });
  await app.ready();
  if (!instance) throw new Error('the API did not register');
  return {
    app,
    instance,
    config,
    database,
    connectionErrors,
    databaseName,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
