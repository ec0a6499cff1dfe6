import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The browser build (build/client): scripts, styles, icons. `npm run build` wrote file.br and
 * file.gz beside each text file (precompress.ts), and they are sent as they are to a browser that
 * accepts them, with `vary: accept-encoding`: no script or style is compressed per request
 * (decision 44). The compressed copies have no address of their own.
 */
export async function serveBuiltAssets(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, path) {
      // Hashed bundles never change; everything else is revalidated.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
