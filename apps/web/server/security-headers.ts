import { randomUUID } from 'node:crypto';
import type { AppConfig } from '@store/api/config';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh random value per request; inline scripts of the page must carry it. */
    cspNonce: string;
    /**
     * A page from the page cache was rendered with another request's nonce: its inline scripts
     * are allowed by their hashes instead, and nothing else inline runs.
     */
    cspScriptHashes: string[] | null;
  }
}

/**
 * Headers every response carries. Pages load nothing from other origins, so the CSP is
 * strict: scripts from this origin, and inline scripts only with the request's nonce (React
 * Router's hydration data). Vite's development server injects its own inline scripts, so
 * development alone allows inline and eval.
 */
export function securityHeaders(app: FastifyInstance, config: AppConfig) {
  const development = config.NODE_ENV === 'development';
  // The checkout form's answer sends the buyer on to PayPal's approval page: without JavaScript
  // that is a redirect of the form post, which form-action governs. The local sandbox is 'self'.
  const formTargets = config.PAYPAL_API_URL ? " 'self' https://www.paypal.com https://www.sandbox.paypal.com" : " 'self'";
  const scriptSources = (nonce: string, hashes: string[] | null) =>
    development ? "'self' 'unsafe-inline' 'unsafe-eval'" : hashes ? ["'self'", ...hashes].join(' ') : `'self' 'nonce-${nonce}'`;
  const csp = (nonce: string, hashes: string[] | null) => [
    "default-src 'self'",
    `script-src ${scriptSources(nonce, hashes)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action${formTargets}`,
    "object-src 'none'",
  ].join('; ');
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('cspScriptHashes', null);
  app.addHook('onRequest', async (request) => {
    // 122 random bits in characters a nonce may hold; Node draws UUIDs from a buffer of random
    // bytes it fills ahead, so a request costs no call into the system's random source.
    request.cspNonce = development ? '' : randomUUID();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!request.url.startsWith('/store/api/v1/docs')) {
      reply.header('content-security-policy', csp(request.cspNonce, request.cspScriptHashes));
      reply.header('x-frame-options', 'DENY');
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
