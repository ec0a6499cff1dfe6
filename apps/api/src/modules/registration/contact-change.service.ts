import type { UndoChangeResponse } from '@store/contracts/account';
import { accountLinkPaths, PHONE_CHANGE_TTL_MINUTES, UNDO_CHANGE_TTL_MINUTES } from '@store/contracts/account-keys';
import { parseLanguage } from '@store/contracts/locale';
import type { Database } from '@store/db/client';
import { accounts } from '@store/db/schema/index';
import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/http-problem.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import type { QueuedMessage } from '../notifications/notifier.ts';
import { consumeKey, issueKey, revokeKeys } from './account-keys.ts';
import { maskPhone } from './masking.ts';
import { wrongPassword } from './passwords.service.ts';

/*
 * Changing how an account signs in (its email or phone number) needs the current password,
 * tells the old address, and gives it a link that puts the old address back and ends every
 * session. A new phone number waits in `pending_phone_number` until its SMS code is typed:
 * until then it signs nobody in, receives no reset, and holds the number against other
 * accounts for PHONE_CHANGE_TTL_MINUTES only.
 */

const keyInvalid = () => new HttpProblem('account/key-invalid', 'This key is not valid.');
const contactRequired = () => new HttpProblem('account/contact-required', 'Keep a phone number or an email address.');
export const phoneTaken = () => new HttpProblem('gm/account-already-used-with-credentials', 'Another account uses this phone number.');
const emailTaken = () => new HttpProblem('gm/email-already-used', 'Another account uses this email address.');

/** The account fields a change of address reads. */
export interface ChangingAccount {
  id: number;
  firstname: string;
  email: string | null;
  phoneNumber: string | null;
  langKey: string;
}

/** The pending number while its time runs; null once expired (it then holds nothing). */
export function livePendingPhone(row: { pendingPhoneNumber: string | null; pendingPhoneExpiresAt: Date | null }, now = new Date()): string | null {
  return row.pendingPhoneNumber && row.pendingPhoneExpiresAt && row.pendingPhoneExpiresAt > now ? row.pendingPhoneNumber : null;
}

/** Accounts holding `phone`: as their number, or as a pending number whose time has not run out. */
export function holdsPhone(phone: string, now = new Date()) {
  return or(eq(accounts.phoneNumber, phone), and(eq(accounts.pendingPhoneNumber, phone), gt(accounts.pendingPhoneExpiresAt, now)));
}

/** A change of sign-in address: `account/password-required` without the password, `account/wrong-password` when wrong. */
export async function confirmPassword(db: Database, accountId: number, password: string | undefined) {
  if (!password) throw new HttpProblem('account/password-required', 'Type your current password to change how you sign in.');
  const [row] = await db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) throw wrongPassword();
}

type Change = { kind: 'EMAIL'; newEmail: string } | { kind: 'PHONE'; newPhone: string | null };

/**
 * Inside the change's transaction: an undo link (valid UNDO_CHANGE_TTL_MINUTES; older undo
 * links keep working) to the old address of the kind changing, else to the account's other one.
 */
export async function tellOldAddress(app: FastifyInstance, tx: Database, account: ChangingAccount, change: Change): Promise<QueuedMessage[]> {
  const sameKind = change.kind === 'EMAIL' ? account.email : account.phoneNumber;
  const channel = sameKind ? (change.kind === 'EMAIL' ? 'EMAIL' : 'SMS') : change.kind === 'EMAIL' ? 'SMS' : 'EMAIL';
  const target = channel === 'EMAIL' ? account.email : account.phoneNumber;
  if (!target) return [];
  const purpose = change.kind === 'EMAIL' ? 'UNDO_EMAIL_CHANGE' : 'UNDO_PHONE_CHANGE';
  const key = await issueKey(tx, { accountId: account.id, purpose, channel, target, ttlMinutes: UNDO_CHANGE_TTL_MINUTES, digits: 0, keepOlder: true });
  const link = app.notifier.linkTo(accountLinkPaths.undoChange, { key });
  const to = channel === 'EMAIL' ? { email: target } : { phoneNumber: target };
  const language = parseLanguage(account.langKey) ?? 'fr';
  return change.kind === 'EMAIL'
    ? app.notifier.send(tx, { to, language, kind: 'email-change-requested', params: { name: account.firstname, newEmail: change.newEmail, link } })
    : app.notifier.send(tx, { to, language, kind: 'phone-change-requested', params: { name: account.firstname, newPhone: change.newPhone ? maskPhone(change.newPhone) : null, link } });
}

/**
 * `PUT account` with another phone number (password already checked): a new number becomes
 * pending until its code is typed (`verify/phone-number/init` sends it there); removing the
 * number takes effect at once. Either way the old address is told.
 */
export async function changePhoneNumber(app: FastifyInstance, tx: Database, account: ChangingAccount, wanted: string | null) {
  await revokeKeys(tx, account.id, 'VERIFY_PHONE');
  const set =
    wanted === null
      ? { phoneNumber: null, phoneVerified: false, pendingPhoneNumber: null, pendingPhoneExpiresAt: null }
      : { pendingPhoneNumber: wanted, pendingPhoneExpiresAt: new Date(Date.now() + PHONE_CHANGE_TTL_MINUTES * 60_000) };
  await tx.update(accounts).set(set).where(eq(accounts.id, account.id));
  return tellOldAddress(app, tx, account, { kind: 'PHONE', newPhone: wanted });
}

/**
 * `POST account/undo-change`: the key sent to the old address puts it back (proven, since the
 * link reached it), cancels the change still waiting for its code or link, and ends every
 * session of the account: whoever made the change is signed out.
 */
export async function undoChange(app: FastifyInstance, key: string): Promise<UndoChangeResponse> {
  let taken = emailTaken;
  try {
    return await app.db.transaction(async (tx) => {
      const consumed = await consumeKey(tx, ['UNDO_EMAIL_CHANGE', 'UNDO_PHONE_CHANGE'], key);
      const id = consumed.accountId;
      const [account] = await tx.select({ email: accounts.email, phoneNumber: accounts.phoneNumber, closedAt: accounts.closedAt }).from(accounts).where(eq(accounts.id, id));
      if (!account || account.closedAt) throw keyInvalid();
      let reverted: UndoChangeResponse['reverted'];
      if (consumed.purpose === 'UNDO_EMAIL_CHANGE') {
        // Sent by SMS when the account had no email: undoing removes the added one.
        const email = consumed.channel === 'EMAIL' ? consumed.target : null;
        if (!email && !account.phoneNumber) throw contactRequired();
        if (email && (await tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email), ne(accounts.id, id))).limit(1)).length > 0) throw emailTaken();
        await tx.update(accounts).set({ email, emailVerified: email !== null }).where(eq(accounts.id, id));
        await revokeKeys(tx, id, 'VERIFY_EMAIL');
        reverted = 'EMAIL';
      } else {
        taken = phoneTaken;
        const phoneNumber = consumed.channel === 'SMS' ? consumed.target : null;
        if (!phoneNumber && !account.email) throw contactRequired();
        if (phoneNumber && (await tx.select({ id: accounts.id }).from(accounts).where(and(holdsPhone(phoneNumber), ne(accounts.id, id))).limit(1)).length > 0) throw phoneTaken();
        await tx
          .update(accounts)
          .set({ phoneNumber, phoneVerified: phoneNumber !== null, pendingPhoneNumber: null, pendingPhoneExpiresAt: null })
          .where(eq(accounts.id, id));
        await revokeKeys(tx, id, 'VERIFY_PHONE');
        reverted = 'PHONE_NUMBER';
      }
      await endAccountSessions(tx, id);
      return { reverted };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
