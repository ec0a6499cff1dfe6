import type { FastifyInstance } from 'fastify';

const bodylessStatuses = new Set([101, 204, 205, 304]);
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function injectMethod(method: string): (typeof methods)[number] {
  const known = methods.find((candidate) => candidate === method.toUpperCase());
  if (!known) throw new Error(`unsupported method ${method}`);
  return known;
}

/**
 * A fetch that answers through `app.inject`: a client of a service living in this process (the
 * pages calling the API, the payment gateway calling the PayPal sandbox) goes through the
 * same routes, schemas and error handling as any remote client, with no socket and no port.
 */
export function injectFetch(app: FastifyInstance): (url: string, init?: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const request = new Request(url, init);
    const target = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: injectMethod(request.method),
      url: target.pathname + target.search,
      // As over the network, the URL's origin is what the service sees (links in mails and SMS
      // are built on the configured public origin, never on this).
      headers: { ...Object.fromEntries(request.headers), host: target.host, 'x-forwarded-proto': target.protocol.replace(':', '') },
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
