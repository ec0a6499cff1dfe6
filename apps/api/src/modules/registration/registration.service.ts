import type { RegisterResponse, registerBodySchema } from '@store/contracts/account';
import { ACTIVATION_KEY_TTL_MINUTES, accountLinkPaths, type NotifyBy, SMS_KEY_LENGTH } from '@store/contracts/account-keys';
import { normalizePhoneNumber } from '@store/contracts/phone';
import { accounts } from '@store/db/schema/index';
import { and, eq, isNull, like, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem } from '../../lib/http-problem.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { passwordsMatch } from '@store/contracts/validators';
import { consumeKey, issueKey } from './account-keys.ts';
import { holdsPhone } from './contact-change.service.ts';
import { firstFree, loginBase, slugify } from './identifiers.ts';
import { maskAddress } from './masking.ts';

type RegisterInput = z.output<typeof registerBodySchema>;

export const emailTaken = () => new HttpProblem('gm/email-already-used', 'Another account uses this email address.');
const loginTaken = () => new HttpProblem('gm/login-already-used', 'This login is taken.');
const phoneTaken = () => new HttpProblem('gm/account-already-used-with-credentials', 'Another account uses this phone number.');

/**
 * `POST register`: a buyer (PERSONAL) or a seller (PROFESSIONAL, with a shop), not activated,
 * and an activation key sent by SMS (default when a phone is given: phone-first) or mail.
 * An address held by an account that was never activated and whose key expired is freed.
 */
export async function register(app: FastifyInstance, request: FastifyRequest, body: RegisterInput): Promise<RegisterResponse> {
  if (passwordsMatch(body.password, body.confirmPassword) !== null) {
    throw new HttpProblem('nopasswordmatch', 'The password and its confirmation differ.');
  }
  assertUncommonPassword(body.password);
  const email = body.email?.trim().toLowerCase();
  let phoneNumber: string | undefined;
  if (body.phoneNumber) {
    const normalized = normalizePhoneNumber(body.phoneNumber.indicator, body.phoneNumber.telephone);
    if (!normalized.ok) throw new HttpProblem('request/invalid', 'The phone number is not valid.');
    phoneNumber = normalized.e164;
  }
  if (!email && !phoneNumber) throw new HttpProblem('account/contact-required', 'Give an email address or a phone number.');
  const notifyBy: NotifyBy = body.notifyBy ?? (phoneNumber ? 'SMS' : 'EMAIL');
  const address = notifyBy === 'SMS' ? phoneNumber : email;
  if (!address) throw new HttpProblem('account/notify-by-mismatch', 'notifyBy names an address that was not given.');

  await releaseAbandoned(app, { email, phoneNumber, login: body.login });
  await checkConflicts(app, { email, phoneNumber, login: body.login });

  const login = body.login ?? firstFree(loginBase({ ...body, email }), await takenValues(app, 'login', loginBase({ ...body, email })));
  const seller = body.accountType === 'PROFESSIONAL';
  const slugBase = slugify(seller && body.shopName ? body.shopName : login) || 'shop';
  const slug = firstFree(slugBase, await takenValues(app, 'slug', slugBase));
  const passwordHash = await hashPassword(body.password);

  let queued;
  try {
    queued = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({
          login,
          slug,
          email: email ?? null,
          phoneNumber: phoneNumber ?? null,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          accountType: body.accountType,
          authorities: seller ? ['ROLE_USER', 'ROLE_SELLER'] : ['ROLE_USER'],
          langKey: body.langKey,
          currency: body.currency,
          activated: false,
          shopName: seller ? (body.shopName ?? null) : null,
          city: seller ? (body.city ?? null) : null,
        })
        .returning({ id: accounts.id });
      if (!created) throw new Error('account not inserted');
      const key = await issueKey(tx, { accountId: created.id, purpose: 'ACTIVATION', channel: notifyBy, target: address, ttlMinutes: ACTIVATION_KEY_TTL_MINUTES, digits: SMS_KEY_LENGTH });
      return app.notifier.send(tx, {
        to: notifyBy === 'SMS' ? { phoneNumber: address } : { email: address },
        language: body.langKey,
        kind: 'account-activation',
        params: { name: body.firstname, key, link: app.notifier.linkTo(accountLinkPaths.activate, { key, notifyBy }), hours: ACTIVATION_KEY_TTL_MINUTES / 60 },
      });
    });
  } catch (error) {
    // Two sign-ups racing for the same address or login: the loser gets the usual answer.
    if (isUniqueViolation(error)) {
      await checkConflicts(app, { email, phoneNumber, login });
      throw loginTaken();
    }
    throw error;
  }
  await app.notifier.deliver(queued);
  return { login, notifyBy, sentTo: maskAddress(notifyBy, address) };
}

async function checkConflicts(app: FastifyInstance, wanted: { email?: string; phoneNumber?: string; login?: string }) {
  const conditions = [
    wanted.email ? eq(accounts.email, wanted.email) : undefined,
    wanted.phoneNumber ? holdsPhone(wanted.phoneNumber) : undefined,
    wanted.login ? eq(accounts.login, wanted.login) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return;
  const rows = await app.db
    .select({ email: accounts.email, phoneNumber: accounts.phoneNumber, pendingPhoneNumber: accounts.pendingPhoneNumber, login: accounts.login })
    .from(accounts)
    .where(or(...conditions));
  if (wanted.email && rows.some((row) => row.email === wanted.email)) throw emailTaken();
  // A number another account is proving (pending, not expired) is held like a taken one.
  if (wanted.phoneNumber && rows.some((row) => row.phoneNumber === wanted.phoneNumber || row.pendingPhoneNumber === wanted.phoneNumber)) throw phoneTaken();
  if (wanted.login && rows.some((row) => row.login === wanted.login)) throw loginTaken();
}

/** Accounts never activated whose activation key has expired give their addresses and login back. */
async function releaseAbandoned(app: FastifyInstance, wanted: { email?: string; phoneNumber?: string; login?: string }) {
  const conditions = [
    wanted.email ? eq(accounts.email, wanted.email) : undefined,
    wanted.phoneNumber ? eq(accounts.phoneNumber, wanted.phoneNumber) : undefined,
    wanted.login ? eq(accounts.login, wanted.login) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return;
  const cutoff = new Date(Date.now() - ACTIVATION_KEY_TTL_MINUTES * 60_000);
  await app.db.delete(accounts).where(and(or(...conditions), eq(accounts.activated, false), isNull(accounts.closedAt), lt(accounts.createdAt, cutoff)));
  // Likewise a new number whose owner never typed its code in time (decision 23, for phone changes).
  if (wanted.phoneNumber) {
    await app.db
      .update(accounts)
      .set({ pendingPhoneNumber: null, pendingPhoneExpiresAt: null })
      .where(and(eq(accounts.pendingPhoneNumber, wanted.phoneNumber), lte(accounts.pendingPhoneExpiresAt, new Date())));
  }
}

async function takenValues(app: FastifyInstance, column: 'login' | 'slug', base: string): Promise<Set<string>> {
  const target = column === 'login' ? accounts.login : accounts.slug;
  const rows = await app.db.select({ value: target }).from(accounts).where(like(target, `${base}%`));
  return new Set(rows.map((row) => row.value));
}

/**
 * `GET account/activate`: the key activates its account, and proves the address it went to
 * (email or phone marked verified).
 */
export async function activate(app: FastifyInstance, key: string, notifyBy?: NotifyBy) {
  return app.db.transaction(async (tx) => {
    const consumed = await consumeKey(tx, 'ACTIVATION', key, notifyBy);
    const [account] = await tx
      .select({ login: accounts.login, email: accounts.email, phoneNumber: accounts.phoneNumber, closedAt: accounts.closedAt })
      .from(accounts)
      .where(eq(accounts.id, consumed.accountId));
    if (!account || account.closedAt) throw new HttpProblem('account/key-invalid', 'This key is not valid.');
    await tx
      .update(accounts)
      .set({
        activated: true,
        ...(consumed.channel === 'EMAIL' && consumed.target === account.email ? { emailVerified: true } : {}),
        ...(consumed.channel === 'SMS' && consumed.target === account.phoneNumber ? { phoneVerified: true } : {}),
      })
      .where(eq(accounts.id, consumed.accountId));
    return { login: account.login, activated: true as const };
  });
}
