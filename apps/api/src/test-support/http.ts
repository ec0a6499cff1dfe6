import { type Problem, problemSchema } from '@store/contracts/problem';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

/**
 * What API tests repeat: a fresh client address, signing in, and reading a problem answer.
 * Tests import these instead of writing their own.
 */

export const STORE = '/store/api/v1';

let nextAddress = 1;
/** A client address no other request used, so per-address rate limits stay out of the way. */
export function freshIp() {
  nextAddress++;
  return `10.${40 + Math.floor(nextAddress / 250)}.${nextAddress % 250}.${(nextAddress * 7) % 250}`;
}

/** `POST authenticate` as a client would; `token` is empty when sign-in failed. */
export async function signIn(api: TestApi, username: string, password: string, options: { ip?: string; rememberMe?: boolean } = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url: `${STORE}/authenticate`,
    payload: { username, password, rememberMe: options.rememberMe ?? false },
    remoteAddress: options.ip ?? freshIp(),
  });
  return { response, token: response.statusCode === 200 ? response.json<{ id_token: string }>().id_token : '' };
}

/** The bearer token of an account that must sign in (throws otherwise). */
export async function tokenOf(api: TestApi, username: string, password: string) {
  const { response, token } = await signIn(api, username, password);
  if (!token) throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The `authorization` header of a signed-in account. */
export async function authHeaders(api: TestApi, username: string, password: string) {
  return bearer(await tokenOf(api, username, password));
}

/** Asserts a problem+json answer with this status (and code), and returns the parsed problem. */
export function expectProblem(response: LightMyRequestResponse, status: number, code?: string): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const problem = problemSchema.parse(response.json());
  expect(problem.status).toBe(status);
  if (code) expect(problem.code).toBe(code);
  return problem;
}

/** The `authorization` headers of the seeded administrator, manager, seller and buyer. */
export async function operatorsAndShoppers(api: TestApi) {
  const [admin, manager, seller, buyer] = await Promise.all([
    authHeaders(api, 'admin', 'Admin2026!'),
    authHeaders(api, 'manager', 'Manager2026!'),
    authHeaders(api, 'seller', 'Seller2026!'),
    authHeaders(api, 'buyer', 'Buyer2026!'),
  ]);
  return { admin, manager, seller, buyer };
}
