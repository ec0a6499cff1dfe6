import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Countries where English is an official or the common language, and French is not. */
const defaultEnglishCountries = [
  // Africa
  'BW', 'ET', 'GH', 'GM', 'KE', 'LR', 'LS', 'MW', 'NA', 'NG', 'SD', 'SL', 'SS', 'SZ', 'TZ', 'UG', 'ZA', 'ZM', 'ZW',
  // Europe
  'GB', 'GG', 'GI', 'IE', 'IM', 'JE', 'MT',
  // Americas
  'AG', 'AI', 'BB', 'BM', 'BS', 'BZ', 'DM', 'GD', 'GY', 'JM', 'KN', 'KY', 'LC', 'MS', 'TC', 'TT', 'US', 'VC', 'VG', 'VI',
  // Asia and Oceania
  'AU', 'FJ', 'IN', 'NZ', 'PG', 'PH', 'PK', 'SB', 'SG', 'WS',
];
/** Countries where French and English are both official or both widely spoken. */
const defaultBilingualCountries = ['CA', 'CM', 'MU', 'RW', 'SC', 'VU'];

/** A comma-separated list of ISO 3166-1 alpha-2 codes ("" for none), upper-cased. */
const countryList = (fallback: readonly string[]) =>
  z
    .string()
    .default(fallback.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes separated by commas, e.g. "GB,NG,US"')));

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
  /** HS256 key of the session tokens (32+ characters). Unset: one is made and kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * Which peers may set X-Forwarded-For: loopback by default (the page server calling the API
   * in process); add the load balancer's range in production, e.g. "loopback,10.0.0.0/8".
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** Skip seeding an empty database (production with real data). */
  SEED: z.enum(['auto', 'off']).default('auto'),
  /**
   * The store's public address (https://shop.example): links in mails and SMS, canonical and
   * share URLs of pages. Unset: http://localhost:PORT. Never taken from a request's Host or
   * X-Forwarded-Host, which anyone can forge (see `publicOrigin` below).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => new URL(value).pathname === '/', 'must be an origin such as https://shop.example, without a path')
    .optional(),
  /** How long a client may take to send a whole request (headers and body), in seconds. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Mail goes out over this SMTP server (smtp://user:pass@host:587, smtps://...). Unset: mail stays in the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('ElectroMarché <no-reply@electromarche.local>'),
  /**
   * An HTTP SMS gateway: each SMS is POSTed as JSON {from, to, text} with `Authorization:
   * Bearer SMS_API_KEY`; any 2xx means sent. Unset: SMS stay in the outbox.
   */
  SMS_API_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z.string().min(1).max(11).default('ElectroMrch'),
  /**
   * How long the page server keeps a public page (home, search, product, seller, content pages)
   * for visitors who are not signed in, per address, language and currency. 0 turns it off.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Language by place (spec §4): a first visit without `lang` or a stored choice is in English
   * from these countries (ISO 3166-1 alpha-2, comma-separated), in French from the others.
   */
  ENGLISH_COUNTRIES: countryList(defaultEnglishCountries),
  /** Countries where both languages are at home: their visitors get their browser's language. */
  BILINGUAL_COUNTRIES: countryList(defaultBilingualCountries),
  /**
   * The offline IP-to-country database (a MaxMind DB file, country code as `country_code` or
   * `country.iso_code`). Unset: the one installed from npm (IPtoASN, public domain); `off`
   * turns language by place off (the browser's language decides).
   */
  IP_COUNTRY_DB: z.string().min(1).optional(),
  /**
   * Search by photo (decision 78): `on` describes, in the background after start, every product
   * picture stored without its visual features (the seed's, older ones); `off` leaves that to
   * `npm run vision:backfill`. Pictures a seller adds are described when stored either way.
   */
  VISION_BACKFILL: z.enum(['on', 'off']).default('on'),
  /** The cart timer (spec §4: 300 s): how long checkout holds the stock. Shorter in tests. */
  CART_TIMER_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  /** An order paid online that is not confirmed within this time is cancelled and its stock released. */
  PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** How often expired reservations and unpaid orders are swept (seconds). */
  CHECKOUT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /**
   * A payment capture (an order's or a plan's) still unfinished this long after it started was
   * cut short (the process stopped while the provider took the money): the sweep asks the
   * provider and finishes it. Above the provider's timeout (20 s a call, a token and a call).
   */
  PAYMENT_CAPTURE_STALE_SECONDS: z.coerce.number().int().min(60).max(3600).default(120),
  /**
   * PayPal's REST API (v1 payments). Unset: the store's own sandbox plays PayPal's role at
   * /sandbox/paypal, so checkout works end to end with no outside network.
   */
  PAYPAL_API_URL: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const inBoth = config.ENGLISH_COUNTRIES.filter((code) => config.BILINGUAL_COUNTRIES.includes(code));
  if (inBoth.length > 0) throw new Error(`Invalid configuration:\n  ENGLISH_COUNTRIES, BILINGUAL_COUNTRIES: ${inBoth.join(', ')} cannot be in both lists`);
  const dataDir = resolve(config.DATA_DIR);
  return {
    ...config,
    dataDir,
    mediaDir: resolve(config.MEDIA_DIR ?? `${dataDir}/media`),
    jwtSecret: config.JWT_SECRET ?? localSecret(dataDir),
    englishCountries: new Set(config.ENGLISH_COUNTRIES),
    bilingualCountries: new Set(config.BILINGUAL_COUNTRIES),
    /** The one origin every absolute link of the store is built on (mails, SMS, canonical URLs). */
    publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`,
  };
}

/**
 * A fresh install needs no setup: the first start writes a random signing key next to the
 * embedded database (readable by this user only), so sessions survive restarts.
 */
function localSecret(dataDir: string): string {
  const path = `${dataDir}/jwt-secret`;
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
