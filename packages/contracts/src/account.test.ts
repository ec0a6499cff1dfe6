import { describe, expect, it } from 'vitest';
import { contactMessageSchema, isAccountErrorCode, type LoggedUser, loggedUserSchema } from './account.ts';
import { accountDeletionReasons, contactReasonCode, contactTopicOf, contactTopics } from './contact-topics.ts';
import { accountName, canAdminister, greetingName, hasAnyAuthority, isAuthenticated, isSeller } from './roles.ts';
import { ACCOUNT_DELETION_REASON_CODE } from './constants.ts';

const user: LoggedUser = {
  login: 'awa',
  slug: 'awa-kone',
  authorities: ['ROLE_USER'],
  accountType: 'PERSONAL',
  account: { firstname: 'Awa', lastname: 'Koné' },
  email: 'awa@example.com',
  phoneNumber: { indicator: '+225', telephone: '0701020304' },
  langKey: 'fr',
  currency: 'CFA',
};

describe('loggedUserSchema', () => {
  it('reads the user loaded with the token', () => {
    expect(loggedUserSchema.parse(user)).toEqual(user);
  });
  it('accepts a user without email or phone', () => {
    expect(loggedUserSchema.safeParse({ ...user, email: null, phoneNumber: null }).success).toBe(true);
  });
  it('refuses unknown roles, languages and currencies', () => {
    expect(loggedUserSchema.safeParse({ ...user, authorities: ['ROLE_ROOT'] }).success).toBe(false);
    expect(loggedUserSchema.safeParse({ ...user, langKey: 'de' }).success).toBe(false);
    expect(loggedUserSchema.safeParse({ ...user, currency: 'GBP' }).success).toBe(false);
  });
});

describe('derived flags', () => {
  it('is authenticated once a user is loaded', () => {
    expect(isAuthenticated(user)).toBe(true);
    expect(isAuthenticated(null)).toBe(false);
  });
  it('names the account by first and last name, falling back to the login', () => {
    expect(accountName(user)).toBe('Awa Koné');
    expect(greetingName(user)).toBe('Awa');
    const nameless = { ...user, account: { firstname: ' ', lastname: '' } };
    expect(accountName(nameless)).toBe('awa');
    expect(greetingName(nameless)).toBe('awa');
  });
  it('shows My shop only to PROFESSIONAL accounts', () => {
    expect(isSeller(user)).toBe(false);
    expect(isSeller({ ...user, accountType: 'PROFESSIONAL' })).toBe(true);
    expect(isSeller(null)).toBe(false);
  });
  it('shows Administration to admins and managers only', () => {
    expect(canAdminister(user)).toBe(false);
    expect(canAdminister({ ...user, authorities: ['ROLE_USER', 'ROLE_MANAGER'] })).toBe(true);
    expect(canAdminister({ ...user, authorities: ['ROLE_ADMIN'] })).toBe(true);
    expect(canAdminister(undefined)).toBe(false);
  });
  it('lets everybody see a view that requires no authority', () => {
    expect(hasAnyAuthority(null, [])).toBe(true);
    expect(hasAnyAuthority(null, ['ROLE_USER'])).toBe(false);
    expect(hasAnyAuthority(user, ['ROLE_SELLER', 'ROLE_USER'])).toBe(true);
    expect(hasAnyAuthority(user, ['ROLE_SELLER'])).toBe(false);
  });
});

describe('contact messages', () => {
  const message = { email: 'awa@example.com', fullname: 'Awa Koné', reason: 2, message: 'Where is my order?' };
  it('offers eight topics sent as codes 1 to 8', () => {
    expect(contactTopics).toHaveLength(8);
    expect(contactReasonCode('PROFILE_ACCOUNT')).toBe(1);
    expect(contactReasonCode('OTHER')).toBe(8);
    expect(contactTopicOf(4)).toBe('DEALS');
    expect(contactTopicOf(ACCOUNT_DELETION_REASON_CODE)).toBeUndefined();
  });
  it('offers four account deletion reasons', () => {
    expect(accountDeletionReasons).toHaveLength(4);
  });
  it('accepts a complete message, with or without a phone number', () => {
    expect(contactMessageSchema.safeParse(message).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, phoneNumber: { indicator: '+225', telephone: '0701020304' } }).success).toBe(true);
  });
  it('accepts reason 9, an account deletion', () => {
    expect(contactMessageSchema.safeParse({ ...message, reason: ACCOUNT_DELETION_REASON_CODE }).success).toBe(true);
  });
  it('says which field is wrong with a translation key', () => {
    const messages = (value: unknown) => contactMessageSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages({ ...message, email: 'awa' })).toEqual(['contact/email-invalid']);
    expect(messages({ ...message, message: 'hi' })).toEqual(['contact/message-too-short']);
    expect(messages({ ...message, message: 'x'.repeat(2001) })).toEqual(['contact/message-too-long']);
    expect(messages({ ...message, reason: 10 })).toEqual(['contact/reason-invalid']);
    expect(messages({ ...message, phoneNumber: { indicator: '+225', telephone: '12' } })).toEqual(['phone/invalid']);
  });
});

describe('account error codes', () => {
  it('recognises the codes for accounts that already exist', () => {
    expect(isAccountErrorCode('gm/email-already-used')).toBe(true);
    expect(isAccountErrorCode('gm/login-already-used')).toBe(true);
    expect(isAccountErrorCode('gm/account-already-used-with-credentials')).toBe(true);
    expect(isAccountErrorCode('server/internal')).toBe(false);
  });
});
