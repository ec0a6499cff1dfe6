import { registerFormSchema } from '@store/contracts/account';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client.server.ts';
import { apiFieldErrors, errorKey, problemKey, zodFieldErrors } from './form-errors.server.ts';

describe('form errors', () => {
  it('gives one translation key per field from the shared registration schema', () => {
    const result = registerFormSchema.safeParse({
      accountType: 'PROFESSIONAL',
      phoneNumber: { indicator: '+225', telephone: '12' },
      password: 'abcdefgh',
      confirmPassword: 'abcdefgX',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toMatchObject({
      phoneNumber: 'errors.phone/invalid',
      password: 'errors.password/no-digit',
      confirmPassword: 'errors.nopasswordmatch',
      shopName: 'errors.shop/name-required',
      city: 'errors.city/required',
    });
  });

  it('reads the field of an API 400 from its path, nested fields counting for their parent', () => {
    const error = new ApiError(400, 'request/invalid', undefined, [
      { path: 'body.phoneNumber.telephone', message: 'phone/invalid' },
      { path: 'body.email', message: 'Invalid input: expected string, received number' },
    ]);
    expect(apiFieldErrors(error)).toEqual({ phoneNumber: 'errors.phone/invalid', email: 'errors.field/invalid' });
  });

  it('never turns free text into a translation key', () => {
    expect(errorKey('password/too-short')).toBe('errors.password/too-short');
    expect(errorKey('Too small: expected string to have >=8 characters')).toBe('errors.field/invalid');
  });

  it('translates known problem codes and hides the others behind a generic message', () => {
    expect(problemKey(new ApiError(400, 'account/key-expired'), ['account/key-expired'])).toBe('errors.account/key-expired');
    expect(problemKey(new ApiError(429, 'request/too-many'), [])).toBe('errors.request/too-many');
    expect(problemKey(new ApiError(500, 'server/internal', 'stack trace'), [])).toBe('errors.server/internal');
    expect(problemKey(new Error('boom'), [])).toBe('errors.server/internal');
  });
});
