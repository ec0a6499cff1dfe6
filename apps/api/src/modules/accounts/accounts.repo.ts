import type { Database } from '@store/db/client';
import { accounts } from '@store/db/schema/index';
import { eq, or } from 'drizzle-orm';

const credentialColumns = {
  id: accounts.id,
  login: accounts.login,
  passwordHash: accounts.passwordHash,
  activated: accounts.activated,
  authorities: accounts.authorities,
  deactivatedAt: accounts.deactivatedAt,
};

/** An account by login, email or E.164 phone number, as typed at sign-in. */
export async function findByCredential(db: Database, username: string) {
  const lower = username.trim().toLowerCase();
  const phone = username.replace(/[\s.-]/g, '');
  const [row] = await db
    .select(credentialColumns)
    .from(accounts)
    .where(or(eq(accounts.login, lower), eq(accounts.email, lower), eq(accounts.phoneNumber, phone)))
    .limit(1);
  return row;
}

export async function findLoggedUser(db: Database, id: number) {
  const [row] = await db
    .select({
      login: accounts.login,
      slug: accounts.slug,
      authorities: accounts.authorities,
      accountType: accounts.accountType,
      firstname: accounts.firstname,
      lastname: accounts.lastname,
      email: accounts.email,
      phoneNumber: accounts.phoneNumber,
      langKey: accounts.langKey,
      currency: accounts.currency,
      activated: accounts.activated,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row;
}
