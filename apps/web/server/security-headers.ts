import type { AppConfig } from '@store/api/config';
import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries. Pages load nothing from other origins, so the CSP can be
 * strict; React Router's inline hydration script needs 'unsafe-inline' for scripts until
 * nonces are threaded through the render.
 */
export function securityHeaders(app: FastifyInstance, config: AppConfig) {
  const development = config.NODE_ENV === 'development';
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!request.url.startsWith('/store/api/v1/docs')) {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'DENY');
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
