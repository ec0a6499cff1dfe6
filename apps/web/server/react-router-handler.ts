import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { UPLOAD_MAX_BYTES } from '@store/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { PageRequest, PageServerValues } from '../app/lib/request-context.server.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { compressPage, isCompressible, pageEncoding, varyOnEncoding } from './page-compression.ts';
import { sendTooLarge } from './too-large-page.ts';

/** A form posted to a page (sign-in, newsletter, contact...): at most 1 MiB, as the API takes. */
export const PAGE_BODY_LIMIT_BYTES = 1_048_576;
/** A multipart form carries one picture of at most UPLOAD_MAX_BYTES and a few short fields. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

export interface PagesOptions {
  /** The server build, or a getter that reloads it (Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** What every request's context gets from this server. */
  server: Omit<PageServerValues, 'cspNonce'>;
  /** Public pages kept for visitors who are not signed in; none in development. */
  pageCache?: PageCache;
}

/** Headers of a page that belong to one answer only, never stored in the page cache. */
const UNSTORED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date']);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** How a CDN may keep a public page: only when this answer sets no cookie for its visitor. */
const publicCacheControl = (cache: PageCache, setsCookies: boolean) =>
  setsCookies ? 'private, no-cache' : `public, max-age=0, s-maxage=${Math.round(cache.ttlMs / 1000)}`;

function sendCached(request: FastifyRequest, reply: FastifyReply, cache: PageCache, page: CachedPage, cookies: string[]) {
  request.cspScriptHashes = page.scriptHashes;
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', publicCacheControl(cache, cookies.length > 0));
  reply.header('x-page-cache', 'hit');
  reply.header('vary', varyOnEncoding(page.headers.find(([name]) => name === 'vary')?.[1]));
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : page.gzip);
}

type ContextFactory = (request: PageRequest, server: PageServerValues) => Promise<AppLoadContext>;

/** The build's entry module exports the request context factory (app/entry.server.tsx). */
function hasContextFactory(module: object): module is { createRequestContext: ContextFactory } {
  return 'createRequestContext' in module && typeof module.createRequestContext === 'function';
}

async function contextFactory(build: PagesOptions['build']): Promise<ContextFactory> {
  const entry = (typeof build === 'function' ? await build() : build).entry.module;
  if (!hasContextFactory(entry)) throw new Error('app/entry.server.tsx must export createRequestContext');
  return entry.createRequestContext;
}

/**
 * Headers the page server sets itself: loaders pass them on to the API, so limits and logs see
 * the shopper (as far as TRUST_PROXY lets us believe), and the audit log records the page
 * request's id for the API calls it made.
 */
const ownHeaders = (request: FastifyRequest) => ({ 'x-forwarded-for': request.ip, 'x-request-id': request.id });

/**
 * The request as the request context reads it, straight from Fastify's: a page answered from the
 * page cache never builds a Fetch request (its headers copy, URL and abort signal were a tenth of
 * a hit's CPU).
 */
function pageRequestOf(request: FastifyRequest): PageRequest {
  const own: Record<string, string> = ownHeaders(request);
  return {
    url: `${request.protocol}://${request.host}${request.url}`,
    method: request.method,
    headers: {
      get(name) {
        const key = name.toLowerCase();
        const value = own[key] ?? request.headers[key];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  for (const [name, value] of Object.entries(ownHeaders(request))) headers.set(name, value);
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // The body was read (within its limit) by the content-type parsers of `reactRouterPages`.
  const body = Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD' ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal, body });
}

/**
 * Actions change state with the session cookie, so a form posted from another site is
 * refused (CSRF), on top of the cookie's SameSite=Lax. Browsers send Origin on every POST.
 */
function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'cross-site';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * Server-rendered pages: Fastify request -> Fetch Request -> React Router -> streamed reply,
 * compressed here with a flush after each burst so streamed rows still stream (decision 45).
 * Registered last, so the API and static files answer first.
 */
export async function reactRouterPages(app: FastifyInstance, options: PagesOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  // React Router parses form bodies itself; Fastify only reads them, up to a limit, so a
  // stranger cannot make an action buffer hundreds of megabytes (413 past the limit).
  app.removeAllContentTypeParsers();
  const keepBytes = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT_BYTES }, keepBytes);
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT_BYTES }, keepBytes);
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    if (error.statusCode === 413) return sendTooLarge(request, reply);
    throw error;
  });

  app.all('/*', async (request, reply) => {
    if (isCrossSiteWrite(request)) return reply.code(403).type('text/plain').send('Cross-site form posts are refused.');
    const createContext = await contextFactory(options.build);
    const context = await createContext(pageRequestOf(request), { ...options.server, cspNonce: request.cspNonce || undefined });
    const cache = options.pageCache;
    const cacheKey = cache && context.pageCacheKey;
    if (cache && cacheKey) {
      const page = cache.get(cacheKey);
      if (page) {
        if (page.viewedProduct) context.productViewed(page.viewedProduct);
        return sendCached(request, reply, cache, page, await context.cookies.setCookieHeaders());
      }
    }
    const generation = cache?.generation ?? 0;
    const response = await handle(toFetchRequest(request, reply), context);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    // The request's cookie jar is written once, whatever answered (page, redirect, error).
    const redirect = response.status >= 300 && response.status < 400;
    const cookies = [...response.headers.getSetCookie(), ...(await context.cookies.setCookieHeaders({ redirect }))];
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    let webBody = response.body as ReadableStream<Uint8Array>;
    if (cache && cacheKey && response.status === 200 && !response.headers.has('set-cookie')) {
      reply.header('cache-control', publicCacheControl(cache, cookies.length > 0));
      reply.header('x-page-cache', 'miss');
      // The visitor gets the page as it streams; the cache gets the whole of it.
      const [toVisitor, toCache] = webBody.tee();
      webBody = toVisitor;
      const headers = [...response.headers].filter(([name]) => !UNSTORED_HEADERS.has(name));
      void readAll(toCache)
        .then((pageBody) => cache.store(cacheKey, generation, { status: 200, headers, body: pageBody, viewedProduct: context.viewedProduct }))
        .catch((error: unknown) => request.log.warn({ err: error }, 'page not kept in the page cache'));
    }
    const body = Readable.fromWeb(webBody as NodeReadableStream<Uint8Array>);
    if (response.headers.has('content-encoding') || !isCompressible(response.headers.get('content-type'))) return reply.send(body);
    reply.header('vary', varyOnEncoding(response.headers.get('vary') ?? undefined));
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return reply.send(compressPage(body, encoding));
  });
}
