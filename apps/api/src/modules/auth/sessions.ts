import { randomBytes } from 'node:crypto';
import type { Database } from '@store/db/client';
import { accountSessions, accounts } from '@store/db/schema/index';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';

/*
 * Server-side sessions. A token is only as good as its `account_sessions` row: the auth hook
 * looks the row up (primary key, joined to its account) on every request that carries a
 * token, so logging out, a password change or reset, and closing or deactivating the account
 * take effect on the very next request. No cache: the lookup is one indexed read, and a cache
 * would be a window during which a stolen token still works.
 */

/** A new session for the account, ending with its token; sweeps the account's expired ones. */
export async function startSession(db: Database, accountId: number, ttlSeconds: number, now = new Date()): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.delete(accountSessions).where(and(eq(accountSessions.accountId, accountId), lt(accountSessions.expiresAt, now)));
  await db.insert(accountSessions).values({ id, accountId, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
  return id;
}

/** The account behind a live session of an open, activated account; undefined otherwise. */
export async function sessionAccount(db: Database, sessionId: string, accountId: number, now = new Date()) {
  const [row] = await db
    .select({ login: accounts.login, authorities: accounts.authorities })
    .from(accountSessions)
    .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
    .where(
      and(
        eq(accountSessions.id, sessionId),
        eq(accountSessions.accountId, accountId),
        gt(accountSessions.expiresAt, now),
        eq(accounts.activated, true),
        isNull(accounts.closedAt),
        isNull(accounts.deactivatedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Logout: this session only. */
export async function endSession(db: Database, sessionId: string) {
  await db.delete(accountSessions).where(eq(accountSessions.id, sessionId));
}

/** Every session of the account, but `keep` (the one that asked, after a password change). */
export async function endAccountSessions(db: Database, accountId: number, keep?: string) {
  await db.delete(accountSessions).where(and(eq(accountSessions.accountId, accountId), keep ? ne(accountSessions.id, keep) : undefined));
}
