import { activateResponseSchema, type ChangeEmailBody, type ChangePasswordBody, keySentResponseSchema, outboxListSchema, type OutboxQuery, passwordChangedResponseSchema, type RegisterBody, registerResponseSchema, type ResetPasswordFinishBody, type ResetPasswordInitBody, resetPasswordInitResponseSchema, undoChangeResponseSchema, verifiedResponseSchema, verifyEmailFinishResponseSchema, verifyPhoneFinishResponseSchema } from '@store/contracts/account';
import type { NotifyBy } from '@store/contracts/account-keys';
import { z } from 'zod';

/** The client's one request function: path under the origin, response schema, fetch options. */
export type SendRequest = <T>(path: string, schema: z.ZodType<T>, init?: RequestInit) => Promise<{ body: T; headers: Headers }>;

const STORE = '/store/api/v1';

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body ?? {}),
  headers: { 'content-type': 'application/json' },
});

/**
 * Registration, activation, passwords, email and phone verification (issue #4) and the admin
 * outbox, as methods of the typed client.
 */
export function accountEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  return {
    register: (registration: RegisterBody) => body(send(`${STORE}/register`, registerResponseSchema, post(registration))),
    activate: (key: string, notifyBy?: NotifyBy) =>
      body(send(`${STORE}/account/activate?${new URLSearchParams({ key, ...(notifyBy ? { notifyBy } : {}) })}`, activateResponseSchema)),
    resetPasswordInit: (request: ResetPasswordInitBody) => body(send(`${STORE}/account/reset-password/init`, resetPasswordInitResponseSchema, post(request))),
    resetPasswordFinish: (request: ResetPasswordFinishBody) => body(send(`${STORE}/account/reset-password/finish`, passwordChangedResponseSchema, post(request))),
    changePassword: (request: ChangePasswordBody) => body(send(`${STORE}/account/change-password`, passwordChangedResponseSchema, post(request))),
    changeEmail: (request: ChangeEmailBody) => body(send(`${STORE}/account/change-email`, keySentResponseSchema, post(request))),
    verifyEmailInit: () => body(send(`${STORE}/account/verify/email/init`, keySentResponseSchema, post())),
    verifyEmailFinish: (key: string) => body(send(`${STORE}/account/verify/email/finish?${new URLSearchParams({ key })}`, verifyEmailFinishResponseSchema)),
    verifyPhoneInit: () => body(send(`${STORE}/account/verify/phone-number/init`, keySentResponseSchema, post())),
    verifyPhoneFinish: (key: string) => body(send(`${STORE}/account/verify/phone-number/finish?${new URLSearchParams({ key })}`, verifyPhoneFinishResponseSchema)),
    emailVerified: () => body(send(`${STORE}/account/email/verified`, verifiedResponseSchema)),
    phoneVerified: () => body(send(`${STORE}/account/phone-number/verified`, verifiedResponseSchema)),
    /** Ends the bearer's session on the server (the token answers 401 afterwards). */
    logout: () => body(send(`${STORE}/logout`, z.null(), post())),
    /** The old address's link: puts the email or phone back and ends every session. */
    undoChange: (key: string) => body(send(`${STORE}/account/undo-change`, undoChangeResponseSchema, post({ key }))),
    /** Mails and SMS, newest first, with the total for paging (administrators and managers). */
    outbox: async (query: OutboxQuery) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
      const { body: items, headers } = await send(`${STORE}/admin/outbox?${params}`, outboxListSchema);
      return { items, total: Number(headers.get('x-total-count') ?? items.length) };
    },
  };
}
