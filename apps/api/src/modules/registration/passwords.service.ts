import type { ChangePasswordBody, ResetPasswordFinishBody, resetPasswordInitBodySchema } from '@store/contracts/account';
import { accountLinkPaths, type NotifyBy, RESET_KEY_TTL_MINUTES, SMS_KEY_LENGTH } from '@store/contracts/account-keys';
import { parseLanguage } from '@store/contracts/locale';
import { normalizePhoneNumber } from '@store/contracts/phone';
import type { Database } from '@store/db/client';
import { accounts } from '@store/db/schema/index';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpProblem } from '../../lib/http-problem.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { unlockAccountSignIn } from '../auth/sign-in-throttle.ts';
import { consumeKey, issueKey, revokeKeys } from './account-keys.ts';

type ResetInitInput = z.output<typeof resetPasswordInitBodySchema>;

export const wrongPassword = () => new HttpProblem('account/wrong-password', 'The current password is wrong.');

/**
 * `POST account/reset-password/init`: when an open, activated account has this address, a key
 * goes to it. The caller always gets the same answer, so the endpoint tells nobody whether an
 * address has an account.
 */
export async function resetPasswordInit(app: FastifyInstance, request: FastifyRequest, body: ResetInitInput) {
  let address: string | undefined;
  if (body.notifyBy === 'EMAIL') address = body.mail?.trim().toLowerCase();
  else if (body.phoneNumber) {
    const normalized = normalizePhoneNumber(body.phoneNumber.indicator, body.phoneNumber.telephone);
    address = normalized.ok ? normalized.e164 : undefined;
  }
  if (!address) return { notifyBy: body.notifyBy };
  const [account] = await app.db
    .select({ id: accounts.id, firstname: accounts.firstname, langKey: accounts.langKey })
    .from(accounts)
    .where(and(body.notifyBy === 'EMAIL' ? eq(accounts.email, address) : eq(accounts.phoneNumber, address), eq(accounts.activated, true), isNull(accounts.closedAt)))
    .limit(1);
  if (!account) return { notifyBy: body.notifyBy };
  const target = address;
  const queued = await app.db.transaction(async (tx) => {
    const key = await issueKey(tx, { accountId: account.id, purpose: 'RESET_PASSWORD', channel: body.notifyBy, target, ttlMinutes: RESET_KEY_TTL_MINUTES, digits: SMS_KEY_LENGTH });
    return app.notifier.send(tx, {
      to: body.notifyBy === 'SMS' ? { phoneNumber: target } : { email: target },
      language: parseLanguage(account.langKey) ?? 'fr',
      kind: 'password-reset',
      params: { name: account.firstname, key, link: app.notifier.linkTo(accountLinkPaths.resetPasswordFinish, { key, notifyBy: body.notifyBy }), minutes: RESET_KEY_TTL_MINUTES },
    });
  });
  // Not awaited: a slow mail server must not make known addresses answer slower than unknown ones.
  void app.notifier.deliver(queued);
  return { notifyBy: body.notifyBy };
}

/**
 * `POST account/reset-password/finish`: the key sets the new password, once; every other reset
 * key dies, and so does every session (whoever knew the old password is signed out).
 */
export async function resetPasswordFinish(app: FastifyInstance, body: ResetPasswordFinishBody) {
  assertUncommonPassword(body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const queued = await app.db.transaction(async (tx) => {
    const consumed = await consumeKey(tx, 'RESET_PASSWORD', body.key, body.notifyBy);
    await revokeKeys(tx, consumed.accountId, 'RESET_PASSWORD');
    await endAccountSessions(tx, consumed.accountId);
    await unlockAccountSignIn(tx, consumed.accountId);
    return setPassword(app, tx, consumed.accountId, passwordHash);
  });
  await app.notifier.deliver(queued);
  return { changed: true as const };
}

/** `POST account/change-password`: needs the current password; ends every other session of the account. */
export async function changePassword(app: FastifyInstance, accountId: number, sessionId: string, body: ChangePasswordBody) {
  const [account] = await app.db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, body.currentPassword))) throw wrongPassword();
  assertUncommonPassword(body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const queued = await app.db.transaction(async (tx) => {
    await endAccountSessions(tx, accountId, sessionId);
    return setPassword(app, tx, accountId, passwordHash);
  });
  await app.notifier.deliver(queued);
  return { changed: true as const };
}

/** Stores the hash and tells the owner (by mail when there is one, else SMS), in their language. */
async function setPassword(app: FastifyInstance, tx: Database, accountId: number, passwordHash: string) {
  const [account] = await tx
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.id, accountId), isNull(accounts.closedAt)))
    .returning({ firstname: accounts.firstname, email: accounts.email, phoneNumber: accounts.phoneNumber, langKey: accounts.langKey });
  if (!account) throw new HttpProblem('account/key-invalid', 'This key is not valid.');
  const channel: NotifyBy = account.email ? 'EMAIL' : 'SMS';
  return app.notifier.send(tx, {
    to: { email: account.email, phoneNumber: account.phoneNumber },
    channels: [channel],
    language: parseLanguage(account.langKey) ?? 'fr',
    kind: 'password-changed',
    params: { name: account.firstname },
  });
}
