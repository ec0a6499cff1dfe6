import { openStore } from '@store/api/bootstrap';
import { loadConfig } from '@store/api/config';
import { buildWebServer } from './app.ts';

const config = loadConfig();
const vite =
  config.NODE_ENV === 'production'
    ? undefined
    : await import('vite').then(({ createServer }) =>
        createServer({ root: new URL('..', import.meta.url).pathname, server: { middlewareMode: true, hmr: { port: Number(process.env.HMR_PORT ?? 24678) } } }),
      );
const store = await openStore(config, console);
const app = await buildWebServer({ config, store, vite });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    void app
      .close()
      .then(() => vite?.close())
      .then(() => store.database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`ElectroMarché is open at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`);
