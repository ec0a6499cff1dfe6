import type { LoggedUser } from './account.ts';

/*
 * Accounts and roles (spec §1, §6), safe for the browser: what the header and the guards ask
 * of a signed-in user. The schemas of the user are in account.ts (this module only borrows
 * their type).
 */

export const accountTypes = ['PERSONAL', 'PROFESSIONAL', 'ANONYMOUS'] as const;
export type AccountType = (typeof accountTypes)[number];

export const authorities = ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_SELLER', 'ROLE_MANAGER'] as const;
export type Authority = (typeof authorities)[number];

type MaybeUser = LoggedUser | null | undefined;

/** A user is loaded only from a valid token, so holding one means being signed in. */
export function isAuthenticated(user: MaybeUser): user is LoggedUser {
  return user !== null && user !== undefined;
}

/** "Awa Koné"; the login when no name was given. */
export function accountName(user: LoggedUser): string {
  const name = `${user.account.firstname.trim()} ${user.account.lastname.trim()}`.trim();
  return name || user.login;
}

/** The header greets with the first name (spec §2); the login when there is none. */
export function greetingName(user: LoggedUser): string {
  return user.account.firstname.trim() || user.login;
}

/** Sellers are PROFESSIONAL accounts: they get My shop and My requests. */
export function isSeller(user: MaybeUser): boolean {
  return user?.accountType === 'PROFESSIONAL';
}

/** The Administration link is for ROLE_ADMIN or ROLE_MANAGER. */
export function canAdminister(user: MaybeUser): boolean {
  return hasAnyAuthority(user, ['ROLE_ADMIN', 'ROLE_MANAGER']);
}

/** Spec §6: a view limited to any of `required`; with none required, everybody may see it. */
export function hasAnyAuthority(user: MaybeUser, required: readonly Authority[]): boolean {
  if (required.length === 0) return true;
  return user?.authorities.some((authority) => required.includes(authority)) ?? false;
}
