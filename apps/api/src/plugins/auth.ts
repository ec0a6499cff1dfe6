import type { Authority } from '@store/contracts/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../lib/http-problem.ts';
import { auditActor, recordAudit } from '../modules/audit/audit.service.ts';
import { toAuthorities } from '../modules/auth/auth.service.ts';
import { sessionAccount } from '../modules/auth/sessions.ts';
import { type TokenSubject, tokenKey, verifyToken } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the audit log names what a refused call was about: the entity, the action and the
     * route parameter holding its id. Without it, the route itself is named.
     */
    audit?: { entityType: string; action: string; idParam?: string; entityId?: string };
  }
  interface FastifyRequest {
    /** The signed-in user from a valid bearer token; null for guests. */
    user: TokenSubject | null;
  }
}

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A missing or invalid token makes a
 * guest, and so does a valid one whose session ended (logout, password change or reset) or
 * whose account is gone, closed or deactivated: one primary-key lookup per request with a
 * token (sessions.ts). Login and roles come from the account row, so a role taken away
 * counts at once. Routes that need a user or a role say so with `requireUser` / `requireAuthority`.
 */
export function registerAuth(app: FastifyInstance, secret: string) {
  const key = tokenKey(secret);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await verifyToken(key, header.slice('Bearer '.length).trim());
    if (!claims) return;
    const account = await sessionAccount(app.db, claims.sessionId, claims.id);
    if (account) request.user = { ...claims, login: account.login, authorities: toAuthorities(account.authorities) };
  });
  return key;
}

/** preHandler: 401 for guests. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new HttpProblem('auth/unauthorized', 'Sign in first.');
}

/**
 * preHandler: 401 for guests, 403 for users holding none of the authorities. A refusal is
 * written to the audit log (a buyer trying an operator's call, a manager changing roles).
 */
export function requireAuthority(...required: Authority[]) {
  return async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.user?.authorities.some((authority) => required.includes(authority))) {
      await recordRefusal(request);
      throw new HttpProblem('auth/forbidden', 'This needs another role.');
    }
  };
}

async function recordRefusal(request: FastifyRequest) {
  const described = request.routeOptions.config.audit;
  const params: unknown = request.params;
  const id = described?.entityId ?? (described?.idParam && typeof params === 'object' && params !== null ? Object.entries(params).find(([name]) => name === described.idParam)?.[1] : undefined);
  await recordAudit(request.server.db, auditActor(request), {
    entityType: described?.entityType ?? 'route',
    entityId: typeof id === 'string' || typeof id === 'number' ? id : `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    action: described?.action ?? 'call',
    outcome: 'DENIED',
    after: { method: request.method, route: request.routeOptions.url ?? null },
  });
}

/** The signed-in user; only call after `requireUser`. */
export function currentUser(request: FastifyRequest): TokenSubject {
  if (!request.user) throw new HttpProblem('auth/unauthorized', 'Sign in first.');
  return request.user;
}
