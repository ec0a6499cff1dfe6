import {
  accountLinkPaths,
  type ChangeEmailBody,
  EMAIL_VERIFICATION_KEY_TTL_MINUTES,
  type KeySentResponse,
  PHONE_VERIFICATION_CODE_LENGTH,
  PHONE_VERIFICATION_CODE_TTL_MINUTES,
} from '@store/contracts/account';
import { parseLanguage } from '@store/contracts/locale';
import { accounts } from '@store/db/schema/index';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/http-problem.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { consumeAccountCode, consumeKey, issueKey } from './account-keys.ts';
import { maskEmail, maskPhone } from './masking.ts';
import { emailTaken } from './registration.service.ts';
import { wrongPassword } from './passwords.service.ts';

const closed = () => new HttpProblem(401, 'auth/unauthorized', 'This account is closed.');

async function openAccount(app: FastifyInstance, id: number) {
  const [account] = await app.db
    .select({ id: accounts.id, firstname: accounts.firstname, email: accounts.email, phoneNumber: accounts.phoneNumber, langKey: accounts.langKey, passwordHash: accounts.passwordHash, emailVerified: accounts.emailVerified, phoneVerified: accounts.phoneVerified })
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
      params: { name: account.firstname, link: app.notifier.linkTo(request, accountLinkPaths.verifyEmail, { key }), hours: EMAIL_VERIFICATION_KEY_TTL_MINUTES / 60 },
    });
    // The current address hears of a change, so a stolen session cannot move the account silently.
    if (account.email && account.email !== email) {
      messages.push(...(await app.notifier.send(tx, { to: { email: account.email }, language, kind: 'email-change-requested', params: { name: account.firstname, newEmail: email } })));
    }
    return messages;
  });
  await app.notifier.deliver(queued);
  return { notifyBy: 'EMAIL', sentTo: maskEmail(email) };
}

/** `POST account/change-email`: the new address gets a key; the email changes when it is used. */
export async function changeEmail(app: FastifyInstance, request: FastifyRequest, accountId: number, body: ChangeEmailBody) {
  const account = await openAccount(app, accountId);
  if (body.password !== undefined && !(account.passwordHash && (await verifyPassword(account.passwordHash, body.password)))) throw wrongPassword();
  const email = body.email.trim().toLowerCase();
  const [other] = await app.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email), ne(accounts.id, accountId))).limit(1);
  if (other) throw emailTaken();
  return sendEmailKey(app, request, account, email);
}

/** `POST account/verify/email/init`. */
export async function verifyEmailInit(app: FastifyInstance, request: FastifyRequest, accountId: number) {
  const account = await openAccount(app, accountId);
  if (!account.email) throw new HttpProblem(400, 'account/no-email', 'This account has no email address.');
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
      if (!updated?.email) throw new HttpProblem(400, 'account/key-invalid', 'This key is not valid.');
      return { email: updated.email, verified: true as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** `POST account/verify/phone-number/init`: a 6-digit code by SMS, valid 10 minutes. */
export async function verifyPhoneInit(app: FastifyInstance, accountId: number): Promise<KeySentResponse> {
  const account = await openAccount(app, accountId);
  const phoneNumber = account.phoneNumber;
  if (!phoneNumber) throw new HttpProblem(400, 'account/no-phone-number', 'This account has no phone number.');
  const queued = await app.db.transaction(async (tx) => {
    const code = await issueKey(tx, { accountId, purpose: 'VERIFY_PHONE', channel: 'SMS', target: phoneNumber, ttlMinutes: PHONE_VERIFICATION_CODE_TTL_MINUTES, digits: PHONE_VERIFICATION_CODE_LENGTH });
    return app.notifier.send(tx, { to: { phoneNumber }, language: parseLanguage(account.langKey) ?? 'fr', kind: 'phone-verification', params: { code, minutes: PHONE_VERIFICATION_CODE_TTL_MINUTES } });
  });
  await app.notifier.deliver(queued);
  return { notifyBy: 'SMS', sentTo: maskPhone(phoneNumber) };
}

/** `GET account/verify/phone-number/finish?key=`: the code typed by the signed-in user. */
export async function verifyPhoneFinish(app: FastifyInstance, accountId: number, code: string) {
  const account = await openAccount(app, accountId);
  const consumed = await consumeAccountCode(app.db, accountId, 'VERIFY_PHONE', code);
  // The number changed since the code was sent: the code proves the old one only.
  if (!account.phoneNumber || consumed.target !== account.phoneNumber) throw new HttpProblem(400, 'account/key-invalid', 'This code is for another number.');
  await app.db.update(accounts).set({ phoneVerified: true }).where(and(eq(accounts.id, accountId), eq(accounts.phoneNumber, consumed.target)));
  return { phoneNumber: account.phoneNumber, verified: true as const };
}

/** `GET account/email/verified` and `GET account/phone-number/verified`. */
export async function verifiedFlags(app: FastifyInstance, accountId: number) {
  const account = await openAccount(app, accountId);
  return { email: account.email !== null && account.emailVerified, phone: account.phoneNumber !== null && account.phoneVerified };
}
