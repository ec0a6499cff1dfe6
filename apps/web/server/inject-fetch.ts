import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '../app/lib/api/client.ts';

const bodylessStatuses = new Set([101, 204, 205, 304]);
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function injectMethod(method: string): (typeof methods)[number] {
  const known = methods.find((candidate) => candidate === method.toUpperCase());
  if (!known) throw new Error(`unsupported method ${method}`);
  return known;
}

/**
 * A fetch that answers through `app.inject` when the API runs in this process: loaders
 * reach the API with no socket and no network hop, yet through the same routes, schemas
 * and error handling as any client.
 */
export function injectFetch(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const request = new Request(url, init);
    const target = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: injectMethod(request.method),
      url: target.pathname + target.search,
      headers: Object.fromEntries(request.headers),
      payload,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(bodylessStatuses.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
