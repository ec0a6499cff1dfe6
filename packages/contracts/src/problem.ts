import { z } from 'zod';
import { accountProblemCodes } from './account.ts';
import { orderProblemCodes } from './orders.ts';
import { profileProblemCodes } from './profile.ts';

/**
 * Stable error codes the API returns in `code`. Pages translate them (`errors.<code>`);
 * clients branch on them. Never remove or rename one: add a new code instead.
 */
export const problemCodes = [
  'request/invalid',
  'resource/not-found',
  'route/not-found',
  'request/too-many',
  'request/payload-too-large',
  'auth/unauthorized',
  'auth/forbidden',
  'auth/bad-credentials',
  'auth/not-activated',
  /** Sign-in: too many failures in a row for this login, email or phone; see `Retry-After`. */
  'auth/too-many-attempts',
  'server/internal',
  'server/unavailable',
  // Registration, keys, passwords, verification (account.ts explains each).
  ...accountProblemCodes,
  // Profile, pictures, identity verification, account deletion (profile.ts explains each).
  ...profileProblemCodes,
  // Checkout, orders, payments (orders.ts explains each).
  ...orderProblemCodes,
] as const;
export type ProblemCode = (typeof problemCodes)[number];

/** RFC 9457 problem details, as `application/problem+json`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Field-level issues of a rejected request. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
