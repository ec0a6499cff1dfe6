import type { Authority } from '@store/contracts/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../lib/http-problem.ts';
import { type TokenSubject, tokenKey, verifyToken } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from a valid bearer token; null for guests. */
    user: TokenSubject | null;
  }
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A missing or invalid token makes a
 * guest; routes that need a user or a role say so with `requireUser` / `requireAuthority`.
 */
export function registerAuth(app: FastifyInstance, secret: string) {
  const key = tokenKey(secret);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.user = (await verifyToken(key, header.slice('Bearer '.length).trim())) ?? null;
  });
  return key;
}

/** preHandler: 401 for guests. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new HttpProblem(401, 'auth/unauthorized', 'Sign in first.');
}

/** preHandler: 401 for guests, 403 for users holding none of the authorities. */
export function requireAuthority(...required: Authority[]) {
  return async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.user?.authorities.some((authority) => required.includes(authority))) {
      throw new HttpProblem(403, 'auth/forbidden', 'This needs another role.');
    }
  };
}

/** The signed-in user; only call after `requireUser`. */
export function currentUser(request: FastifyRequest): TokenSubject {
  if (!request.user) throw new HttpProblem(401, 'auth/unauthorized', 'Sign in first.');
  return request.user;
}
