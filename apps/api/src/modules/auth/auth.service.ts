import { accountTypeSchema, authoritySchema, type LoggedUser, type LoginBody } from '@store/contracts/account';
import type { Authority } from '@store/contracts/roles';
import { parseCurrency, parseLanguage } from '@store/contracts/locale';
import { splitE164 } from '@store/contracts/phone';
import type { Database } from '@store/db/client';
import { HttpProblem } from '../../lib/http-problem.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as accountsRepo from '../accounts/accounts.repo.ts';
import { startSession } from './sessions.ts';
import { claimSignInAttempt, clearSignInAttempts } from './sign-in-throttle.ts';
import { issueToken, tokenTtlSeconds } from './tokens.ts';

/** Compared against when no account matches, so an unknown login costs the same time as a known one. */
const decoyHash = hashPassword('decoy-password-never-matches');

const badCredentials = () => new HttpProblem('auth/bad-credentials', 'Wrong login or password.');

export function toAuthorities(values: readonly string[]): Authority[] {
  return values.flatMap((value) => {
    const parsed = authoritySchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Who a sign-in attempt was about, for the audit log: the account when the identifier named one. */
export interface SignInSubject {
  accountId: number | null;
  login: string;
  roles: readonly string[];
}

/**
 * Signs in; `onOutcome` hears how it went (success, or the refusal's code) and about whom,
 * before the answer goes out, so that every attempt reaches the audit log.
 */
export async function authenticate(db: Database, key: Uint8Array, body: LoginBody, onOutcome: (subject: SignInSubject, failure: string | null) => Promise<void> = async () => {}) {
  const attempt = await claimSignInAttempt(db, body.username);
  const account = await accountsRepo.findByCredential(db, body.username);
  const subject: SignInSubject = account ? { accountId: account.id, login: account.login, roles: account.authorities } : { accountId: null, login: body.username.trim(), roles: [] };
  const refuse = async (problem: HttpProblem) => {
    await onOutcome(subject, problem.code);
    return problem;
  };
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyHash), body.password);
  if (!account || !account.passwordHash || !matches) throw await refuse(badCredentials());
  await clearSignInAttempts(db, attempt);
  if (!account.activated) throw await refuse(new HttpProblem('auth/not-activated', 'Activate the account first.'));
  if (account.deactivatedAt) throw await refuse(new HttpProblem('auth/account-deactivated', 'An operator deactivated this account.'));
  const sessionId = await startSession(db, account.id, tokenTtlSeconds(body.rememberMe));
  const { token } = await issueToken(key, { id: account.id, login: account.login, authorities: toAuthorities(account.authorities), sessionId }, body.rememberMe);
  await onOutcome(subject, null);
  return token;
}

export async function loggedUser(db: Database, id: number): Promise<LoggedUser> {
  const row = await accountsRepo.findLoggedUser(db, id);
  if (!row || !row.activated) throw new HttpProblem('auth/unauthorized', 'This account is closed.');
  return {
    login: row.login,
    slug: row.slug,
    authorities: toAuthorities(row.authorities),
    accountType: accountTypeSchema.catch('PERSONAL').parse(row.accountType),
    account: { firstname: row.firstname, lastname: row.lastname },
    email: row.email,
    phoneNumber: row.phoneNumber ? (splitE164(row.phoneNumber) ?? null) : null,
    langKey: parseLanguage(row.langKey) ?? 'fr',
    currency: parseCurrency(row.currency) ?? 'CFA',
  };
}
