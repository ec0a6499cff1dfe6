import { resolve } from 'node:path';
import { z } from 'zod';

/** Every setting the store reads from the environment, parsed once at boot (fail fast). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** A PostgreSQL server; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded and seeded pictures are kept (local disk store). */
  MEDIA_DIR: z.string().optional(),
  /** The fixed bearer credential of the content service (spec §7); public by nature. */
  CONTENT_API_TOKEN: z.string().min(8).default('electromarche-content'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Skip seeding an empty database (production with real data). */
  SEED: z.enum(['auto', 'off']).default('auto'),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const dataDir = resolve(config.DATA_DIR);
  return { ...config, dataDir, mediaDir: resolve(config.MEDIA_DIR ?? `${dataDir}/media`) };
}
