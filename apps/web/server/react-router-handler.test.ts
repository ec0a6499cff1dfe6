import { connect } from 'node:net';
import type { AppConfig } from '@store/api/config';
import { serverLimits } from '@store/api/lib/server-limits';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testBuild, testServerValues } from './test-build.ts';
import { PAGE_BODY_LIMIT_BYTES, reactRouterPages, UPLOAD_BODY_LIMIT_BYTES } from './react-router-handler.ts';

/**
 * The page bridge with a one-route build: the action of `/echo` answers the size of the form it
 * read, and the document entry answers the actions' data as JSON, so these tests see exactly
 * what reached React Router.
 */
const noComponent = () => null;
const build = testBuild((_request, status, _headers, context) => Response.json(context.staticHandlerContext.actionData, { status }), {
  echo: {
    id: 'echo',
    parentId: 'root',
    path: 'echo',
    module: { default: noComponent, action: async ({ request }: { request: Request }) => ({ bytes: (await request.arrayBuffer()).byteLength }) },
  },
});

const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function pageServer(requestTimeoutSeconds = 120) {
  const config: Pick<AppConfig, 'REQUEST_TIMEOUT_SECONDS'> = { REQUEST_TIMEOUT_SECONDS: requestTimeoutSeconds };
  // Node checks request deadlines every 30 s by default; a test cannot wait that long.
  const limits = serverLimits(config);
  const app = Fastify({ ...limits, http: { ...limits.http, connectionsCheckingInterval: 100 } });
  await app.register(reactRouterPages, { build, mode: 'production', server: testServerValues });
  servers.push(app);
  return app;
}

const form = (bytes: number) => `message=${'a'.repeat(bytes - 'message='.length)}`;

describe('form bodies posted to pages', () => {
  it('reach the action whole under the limit', async () => {
    const app = await pageServer();
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(200_000) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ echo: { bytes: 200_000 } });
  });

  it('are refused with 413 past 1 MiB, as a page in the shopper language for a browser', async () => {
    const app = await pageServer();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'accept-language': 'en' },
      payload: form(PAGE_BODY_LIMIT_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('The form you sent is too large');
  });

  it('are refused with a 413 problem for scripts, whatever the content type', async () => {
    const app = await pageServer();
    const response = await app.inject({ method: 'POST', url: '/echo.data', headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(PAGE_BODY_LIMIT_BYTES + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 413, code: 'request/payload-too-large' });
  });

  it('may carry a picture up to the upload limit as multipart, and no more', async () => {
    const app = await pageServer();
    const multipart = (fileBytes: number) => {
      const boundary = 'x-boundary';
      const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(head), Buffer.alloc(fileBytes, 1), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };
    const picture = await multipart(2 * 1024 * 1024);
    expect(picture.statusCode, picture.body).toBe(200);
    expect((await multipart(UPLOAD_BODY_LIMIT_BYTES)).statusCode).toBe(413);
  });

  it('that trickle in are cut off when the request timeout passes (408)', async () => {
    const app = await pageServer(1);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      // Headers promise 100 bytes; only 10 ever come.
      socket.write('POST /echo HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 100\r\n\r\nmessage=ab');
      setTimeout(() => socket.destroy(new Error('still open after 10 s')), 10_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
