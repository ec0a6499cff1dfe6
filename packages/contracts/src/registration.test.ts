import { describe, expect, it } from 'vitest';
import { registerBodySchema, registerFormSchema, resetPasswordInitBodySchema } from './account.ts';
import { passwordChecks } from './validators.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

const buyer = { accountType: 'PERSONAL', email: 'awa@example.com', password: 'Abidjan2026', confirmPassword: 'Abidjan2026' };

describe('registration rules shared by the API and the page', () => {
  it('accepts a buyer with an email and fills language and currency', () => {
    const parsed = registerBodySchema.parse(buyer);
    expect(parsed).toMatchObject({ langKey: 'fr', currency: 'CFA', firstname: '' });
  });

  it('the form reports nopasswordmatch on the confirmation; the body leaves it to the API', () => {
    const mismatch = { ...buyer, confirmPassword: 'Abidjan2027' };
    expect(messages(registerFormSchema.safeParse(mismatch))).toEqual(['confirmPassword:nopasswordmatch']);
    expect(registerBodySchema.safeParse(mismatch).success).toBe(true);
  });

  it('wants an email or a phone, a shop and a city for a seller, and an address for notifyBy', () => {
    expect(messages(registerBodySchema.safeParse({ ...buyer, email: undefined }))).toEqual(['phoneNumber:account/contact-required']);
    expect(messages(registerBodySchema.safeParse({ ...buyer, accountType: 'PROFESSIONAL' }))).toEqual(['shopName:shop/name-required', 'city:city/required']);
    expect(messages(registerBodySchema.safeParse({ ...buyer, notifyBy: 'SMS' }))).toEqual(['notifyBy:account/notify-by-mismatch']);
    expect(messages(registerBodySchema.safeParse({ ...buyer, phoneNumber: { indicator: '+225', telephone: '123' } }))).toEqual(['phoneNumber.telephone:phone/invalid']);
  });

  it('checks the password rules with translation keys, the same ones the checklist shows', () => {
    expect(messages(registerBodySchema.safeParse({ ...buyer, password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual(['password:password/no-digit']);
    expect(passwordChecks('abcdefgh')).toEqual({ minLength: true, hasLetter: true, hasDigit: false });
    expect(messages(registerBodySchema.safeParse({ ...buyer, login: 'A b' }))).toEqual(['login:login/invalid']);
  });

  it('reset init wants the address of the chosen channel', () => {
    expect(messages(resetPasswordInitBodySchema.safeParse({ notifyBy: 'EMAIL' }))).toEqual(['mail:email/required']);
    expect(resetPasswordInitBodySchema.safeParse({ notifyBy: 'SMS', phoneNumber: { indicator: '+225', telephone: '0700000002' } }).success).toBe(true);
  });
});
