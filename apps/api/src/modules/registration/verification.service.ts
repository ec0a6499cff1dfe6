import type { ChangeEmailBody, KeySentResponse } from '@store/contracts/account';
import { accountLinkPaths, EMAIL_VERIFICATION_KEY_TTL_MINUTES, PHONE_VERIFICATION_CODE_LENGTH, PHONE_VERIFICATION_CODE_TTL_MINUTES } from '@store/contracts/account-keys';
import { parseLanguage } from '@store/contracts/locale';
import { accounts } from '@store/db/schema/index';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/http-problem.ts';
import { consumeAccountCode, consumeKey, issueKey } from './account-keys.ts';
import { confirmPassword, livePendingPhone, phoneTaken, tellOldAddress } from './contact-change.service.ts';
import { maskEmail, maskPhone } from './masking.ts';
import { emailTaken } from './registration.service.ts';

const closed = () => new HttpProblem('auth/unauthorized', 'This account is closed.');

async function openAccount(app: FastifyInstance, id: number) {
  const [account] = await app.db
    .select({
      id: accounts.id,
      firstname: accounts.firstname,
      email: accounts.email,
      phoneNumber: accounts.phoneNumber,
      pendingPhoneNumber: accounts.pendingPhoneNumber,
      pendingPhoneExpiresAt: accounts.pendingPhoneExpiresAt,
      langKey: accounts.langKey,
      emailVerified: accounts.emailVerified,
      phoneVerified: accounts.phoneVerified,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.activated, true), isNull(accounts.closedAt)));
  if (!account) throw closed();
  return account;
}

/** Sends an email verification link to `email` (the account's, or the new one of a change-email). */
async function sendEmailKey(app: FastifyInstance, request: FastifyRequest, account: Awaited<ReturnType<typeof openAccount>>, email: string): Promise<KeySentResponse> {
  const language = parseLanguage(account.langKey) ?? 'fr';
  const queued = await app.db.transaction(async (tx) => {
    const key = await issueKey(tx, { accountId: account.id, purpose: 'VERIFY_EMAIL', channel: 'EMAIL', target: email, ttlMinutes: EMAIL_VERIFICATION_KEY_TTL_MINUTES, digits: 0 });
    const messages = await app.notifier.send(tx, {
      to: { email },
      language,
      kind: 'email-verification',
      params: { name: account.firstname, link: app.notifier.linkTo(accountLinkPaths.verifyEmail, { key }), hours: EMAIL_VERIFICATION_KEY_TTL_MINUTES / 60 },
    });
    // The current address hears of a change, with a link to undo it, so the account never moves silently.
    if (account.email !== email) messages.push(...(await tellOldAddress(app, tx, account, { kind: 'EMAIL', newEmail: email })));
    return messages;
  });
  await app.notifier.deliver(queued);
  return { notifyBy: 'EMAIL', sentTo: maskEmail(email) };
}

/** `POST account/change-email`: needs the current password; the new address gets a key; the email changes when it is used. */
export async function changeEmail(app: FastifyInstance, request: FastifyRequest, accountId: number, body: ChangeEmailBody) {
  const account = await openAccount(app, accountId);
  await confirmPassword(app.db, accountId, body.password);
  const email = body.email.trim().toLowerCase();
  const [other] = await app.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email), ne(accounts.id, accountId))).limit(1);
  if (other) throw emailTaken();
  return sendEmailKey(app, request, account, email);
}

/** `POST account/verify/email/init`. */
export async function verifyEmailInit(app: FastifyInstance, request: FastifyRequest, accountId: number) {
  const account = await openAccount(app, accountId);
  if (!account.email) throw new HttpProblem('account/no-email', 'This account has no email address.');
  return sendEmailKey(app, request, account, account.email);
}

/** `GET account/verify/email/finish`: works from the link alone (the mail may be opened on another device). */
export async function verifyEmailFinish(app: FastifyInstance, key: string) {
  try {
    return await app.db.transaction(async (tx) => {
      const consumed = await consumeKey(tx, 'VERIFY_EMAIL', key, 'EMAIL');
      const [other] = await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, consumed.target), ne(accounts.id, consumed.accountId))).limit(1);
      if (other) throw emailTaken();
      const [updated] = await tx
        .update(accounts)
        .set({ email: consumed.target, emailVerified: true })
        .where(and(eq(accounts.id, consumed.accountId), isNull(accounts.closedAt)))
        .returning({ email: accounts.email });
      if (!updated?.email) throw new HttpProblem('account/key-invalid', 'This key is not valid.');
      return { email: updated.email, verified: true as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** `POST account/verify/phone-number/init`: a 6-digit code by SMS, valid 10 minutes, to the pending number if any. */
export async function verifyPhoneInit(app: FastifyInstance, accountId: number): Promise<KeySentResponse> {
  const account = await openAccount(app, accountId);
  const phoneNumber = livePendingPhone(account) ?? account.phoneNumber;
  if (!phoneNumber) throw new HttpProblem('account/no-phone-number', 'This account has no phone number.');
  const queued = await app.db.transaction(async (tx) => {
    const code = await issueKey(tx, { accountId, purpose: 'VERIFY_PHONE', channel: 'SMS', target: phoneNumber, ttlMinutes: PHONE_VERIFICATION_CODE_TTL_MINUTES, digits: PHONE_VERIFICATION_CODE_LENGTH });
    return app.notifier.send(tx, { to: { phoneNumber }, language: parseLanguage(account.langKey) ?? 'fr', kind: 'phone-verification', params: { code, minutes: PHONE_VERIFICATION_CODE_TTL_MINUTES } });
  });
  await app.notifier.deliver(queued);
  return { notifyBy: 'SMS', sentTo: maskPhone(phoneNumber) };
}

/**
 * `GET account/verify/phone-number/finish?key=`: the code typed by the signed-in user. A code
 * sent to the pending number makes it the account's number, proven.
 */
export async function verifyPhoneFinish(app: FastifyInstance, accountId: number, code: string) {
  const account = await openAccount(app, accountId);
  const consumed = await consumeAccountCode(app.db, accountId, 'VERIFY_PHONE', code);
  const pending = livePendingPhone(account);
  if (pending && consumed.target === pending) {
    try {
      const [moved] = await app.db
        .update(accounts)
        .set({ phoneNumber: pending, phoneVerified: true, pendingPhoneNumber: null, pendingPhoneExpiresAt: null })
        .where(and(eq(accounts.id, accountId), eq(accounts.pendingPhoneNumber, pending)))
        .returning({ phoneNumber: accounts.phoneNumber });
      if (!moved?.phoneNumber) throw new HttpProblem('account/key-invalid', 'This code is for another number.');
      return { phoneNumber: moved.phoneNumber, verified: true as const };
    } catch (error) {
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  }
  // The number changed since the code was sent: the code proves the old one only.
  if (!account.phoneNumber || consumed.target !== account.phoneNumber) throw new HttpProblem('account/key-invalid', 'This code is for another number.');
  await app.db.update(accounts).set({ phoneVerified: true }).where(and(eq(accounts.id, accountId), eq(accounts.phoneNumber, consumed.target)));
  return { phoneNumber: account.phoneNumber, verified: true as const };
}

/** `GET account/email/verified` and `GET account/phone-number/verified`. */
export async function verifiedFlags(app: FastifyInstance, accountId: number) {
  const account = await openAccount(app, accountId);
  return { email: account.email !== null && account.emailVerified, phone: account.phoneNumber !== null && account.phoneVerified };
}
