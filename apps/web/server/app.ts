import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import middie from '@fastify/middie';
import type { AppConfig } from '@store/api/config';
import { storeApi } from '@store/api/app';
import type { Store } from '@store/api/bootstrap';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { injectFetch } from '@store/api/lib/inject-fetch';
import { loggerOptions } from '@store/api/lib/logging';
import { frameworkErrors } from '@store/api/plugins/errors';
import { serverLimits } from '@store/api/lib/server-limits';
import { countProductView } from '@store/api/modules/products/product-stats';
import { bundledCountryDatabase, countryLookup } from './ip-country.ts';
import { PageCache } from './page-cache.ts';
import { productViewCounter } from './product-views.ts';
import { reactRouterPages } from './react-router-handler.ts';
import { securityHeaders } from './security-headers.ts';
import { serveBuiltAssets } from './static-assets.ts';

const webRoot = new URL('..', import.meta.url).pathname;

export interface WebServerOptions {
  config: AppConfig;
  store: Store;
  logger?: FastifyServerOptions['logger'];
  /** Development: pages come from Vite with hot reload. */
  vite?: ViteDevServer;
}

/**
 * The one-origin store: the API, uploaded media and server-rendered pages in one Fastify
 * process. The API stays a plugin that can also run alone (apps/api/src/server.ts).
 */
export async function buildWebServer({ config, store, logger, vite }: WebServerOptions) {
  const app = Fastify({ ...serverLimits(config), frameworkErrors, logger: logger ?? loggerOptions(config.LOG_LEVEL), trustProxy: config.TRUST_PROXY });
  await app.register(cookie);
  securityHeaders(app, config);
  // Development renders every page afresh, so a change shows at once.
  const pageCache = !vite && config.PAGE_CACHE_SECONDS > 0 ? new PageCache(config.PAGE_CACHE_SECONDS * 1000) : undefined;
  // Phones on slow, costly data: every text answer is compressed, each by the cheapest means
  // (decision 45). API answers here, brotli at quality 4 (little CPU per request); pages by the
  // page bridge, flushed as they stream, or stored compressed in the page cache; scripts and
  // styles were compressed at build time. Pictures are already compressed.
  await app.register(async (api) => {
    await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
    await api.register(storeApi, {
      config,
      db: store.database.db,
      databaseKind: store.database.kind,
      media: store.media,
      onCatalogueChange: () => pageCache?.clear(),
    });
  });

  // Language by place (decision 68): the IP database is read on the first lookup, not here.
  const countryDatabase = config.IP_COUNTRY_DB === 'off' ? undefined : (config.IP_COUNTRY_DB ?? bundledCountryDatabase());
  const languageByPlace = countryDatabase
    ? {
        ...countryLookup(countryDatabase, {
          onLoaded: ({ path, bytes, loadMs, builtAt }) =>
            app.log.info({ path, bytes, loadMs: Math.round(loadMs), builtAt }, 'IP country database loaded for language by place'),
          onError: (error) => app.log.error({ err: error, path: countryDatabase }, 'IP country database unreadable: first visits get the browser language'),
        }),
        englishCountries: config.englishCountries,
        bilingualCountries: config.bilingualCountries,
      }
    : undefined;

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (vite) {
    await app.register(middie);
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    await serveBuiltAssets(app, join(webRoot, 'build/client'));
    build = (await import(join(webRoot, 'build/server/index.js'))) as ServerBuild;
  }

  await app.register(reactRouterPages, {
    build,
    mode: vite ? 'development' : 'production',
    server: {
      apiFetch: injectFetch(app),
      contentToken: config.CONTENT_API_TOKEN,
      publicOrigin: config.publicOrigin,
      languageByPlace,
      countProductView: productViewCounter({ record: (slug) => countProductView(store.database.db, slug), onError: (error) => app.log.warn({ err: error }, 'product view not counted') }),
    },
    pageCache,
  });
  return app;
}
