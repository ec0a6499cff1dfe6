import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { CspNonce } from './lib/csp-nonce.ts';
import { serverDictionary } from './lib/i18n/dictionaries.server.ts';
import { DictionarySourceContext } from './lib/i18n/translation-context.tsx';

/** The page server builds each request's context with this, from the same build as the routes. */
export { createRequestContext } from './lib/request-context.server.ts';

/** How long deferred data (the home page's category rows) may keep the stream open. */
export const streamTimeout = 5_000;

/**
 * Streams the page. Every inline script React Router writes (hydration data, streamed
 * promises) carries the request's CSP nonce, so the policy needs no 'unsafe-inline'.
 * Crawlers get the whole page at once; people get the shell first.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellSent = false;
    let responseStatus = status;
    // Give rejected boundaries time to flush before cutting the stream.
    const timeout = setTimeout(() => stream.abort(), streamTimeout + 1000);
    // React starts rendering on a later tick, so `stream` is set before `send` runs.
    const send = () => {
      shellSent = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout);
          callback();
        },
      });
      headers.set('Content-Type', 'text/html; charset=utf-8');
      stream.pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { status: responseStatus, headers }));
    };
    const stream = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <DictionarySourceContext value={serverDictionary}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DictionarySourceContext>
      </CspNonce.Provider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: send } : { onShellReady: send }),
        onShellError: reject,
        onError(error) {
          responseStatus = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellSent) console.error(error);
        },
      },
    );
  });
}
