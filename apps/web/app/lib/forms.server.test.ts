import { registerFormSchema } from '@store/contracts/account';
import { validPhoneNumberSchema } from '@store/contracts/phone';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api/client.server.ts';
import { errorKey, replyErrorKey } from './form-reply.ts';
import { failedForm, failureOf, readForm, signInAgainIfEnded } from './forms.server.ts';

const schema = z.object({
  fullname: z.string().min(2, 'order/fullname-required'),
  email: z.email('email/invalid').optional(),
  phoneNumber: validPhoneNumberSchema.optional(),
  currentPassword: z.string().optional(),
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const filled = { fullname: 'Awa Koné', email: 'awa@example.test', 'phoneNumber.indicator': '+225', 'phoneNumber.telephone': '07 11 22 33 44', currentPassword: '' };

describe('readForm', () => {
  it('makes nested values of dotted names', () => {
    const submission = readForm(form(filled), schema);
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.phoneNumber).toEqual({ indicator: '+225', telephone: '07 11 22 33 44' });
  });

  it('takes a field of spaces for an empty one, and a dial code without a number for no phone number', () => {
    const submission = readForm(form({ ...filled, email: '   ', 'phoneNumber.telephone': ' ' }), schema);
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value).toEqual({ fullname: 'Awa Koné' });
  });

  it('keeps the dial code chosen in what refills the form, when the number was left blank', () => {
    const submission = readForm(form({ ...filled, fullname: '', 'phoneNumber.indicator': '+33', 'phoneNumber.telephone': '' }), schema);
    expect(submission.reply().initialValue).toMatchObject({ phoneNumber: { indicator: '+33' } });
  });

  it('says a required field left empty is required, and keeps the codes of the schema', () => {
    const submission = readForm(form({ ...filled, fullname: '', email: 'awa@' }), schema);
    expect(submission.reply().error).toEqual({ fullname: ['field/required'], email: ['email/invalid'] });
    expect(readForm(form({ ...filled, fullname: 'A' }), schema).reply().error).toEqual({ fullname: ['order/fullname-required'] });
  });

  it('gives each field the codes of the shared registration schema, nested fields by their dotted name', () => {
    const submission = readForm(
      form({ accountType: 'PROFESSIONAL', 'phoneNumber.indicator': '+225', 'phoneNumber.telephone': '12', password: 'abcdefgh', confirmPassword: 'abcdefgX' }),
      registerFormSchema,
    );
    expect(submission.reply().error).toMatchObject({
      'phoneNumber.telephone': ['phone/invalid'],
      password: ['password/no-digit'],
      shopName: ['shop/name-required'],
      city: ['city/required'],
    });
    const mismatch = readForm(form({ accountType: 'PERSONAL', email: 'awa@example.test', password: 'Abidjan2026', confirmPassword: 'Abidjan2025' }), registerFormSchema);
    expect(mismatch.reply().error).toEqual({ confirmPassword: ['nopasswordmatch'] });
  });
});

describe('error keys', () => {
  it('never turns free text (a library’s message) into a translation key', () => {
    expect(errorKey('password/too-short')).toBe('errors.password/too-short');
    expect(errorKey('nopasswordmatch')).toBe('errors.nopasswordmatch');
    expect(errorKey('Too small: expected string to have >=8 characters')).toBe('errors.field/invalid');
  });

  it('reads the first error of a reply, the form’s own before its fields’', () => {
    expect(replyErrorKey({ status: 'error', initialValue: {}, error: { email: ['email/invalid'], '': ['request/too-many'] } })).toBe('errors.request/too-many');
    expect(replyErrorKey({ status: 'error', initialValue: {}, error: { 'phoneNumber.telephone': ['phone/invalid'] } })).toBe('errors.phone/invalid');
    expect(replyErrorKey({ subscribed: '+2250701020304' })).toBeUndefined();
  });
});

describe('failureOf and signInAgainIfEnded', () => {
  it('gives an API failure its code and status, anything else a generic 500, and lets responses go up', () => {
    expect(failureOf(new ApiError(400, 'account/key-expired'))).toEqual({ code: 'account/key-expired', status: 400 });
    expect(failureOf(new ApiError(500, 'server/internal', 'stack trace'))).toEqual({ code: 'server/internal', status: 500 });
    expect(failureOf(new Error('boom'))).toEqual({ code: 'server/internal', status: 500 });
    const redirect = new Response(null, { status: 302 });
    expect(() => failureOf(redirect)).toThrow(redirect);
  });

  it('signs in again after a 401 only', () => {
    const context = { signInAgain: vi.fn((): never => { throw new Response(null, { status: 302 }); }) };
    signInAgainIfEnded(context, new ApiError(400, 'account/wrong-password'));
    signInAgainIfEnded(context, new Error('boom'));
    expect(context.signInAgain).not.toHaveBeenCalled();
    expect(() => signInAgainIfEnded(context, new ApiError(401, 'auth/unauthorized'))).toThrow(Response);
  });
});

describe('failedForm', () => {
  const submission = () => readForm(form(filled), schema);
  const answer = (error: unknown) => {
    const { data, init } = failedForm(submission(), error, { hideFields: ['currentPassword'] });
    return { status: init?.status, error: data.error, initialValue: data.initialValue };
  };

  it('puts a problem next to the field problems.ts declares, when the form has it (even left blank)', () => {
    expect(answer(new ApiError(409, 'gm/account-already-used-with-credentials'))).toMatchObject({ status: 409, error: { phoneNumber: ['gm/account-already-used-with-credentials'] } });
    expect(answer(new ApiError(400, 'account/password-required'))).toMatchObject({ status: 400, error: { currentPassword: ['account/password-required'] } });
  });

  it('puts a problem above the form when the form has no such field, or the code has none', () => {
    expect(answer(new ApiError(409, 'gm/login-already-used')).error).toEqual({ '': ['gm/login-already-used'] });
    expect(answer(new ApiError(429, 'request/too-many'))).toMatchObject({ status: 429, error: { '': ['request/too-many'] } });
  });

  it('puts the field issues of an API 400 on their fields, without their body. prefix, and the others above the form', () => {
    const error = new ApiError(400, 'request/invalid', undefined, [
      { path: 'body.phoneNumber.telephone', message: 'phone/invalid' },
      { path: 'body.published', message: 'product/picture-required' },
    ]);
    expect(answer(error)).toMatchObject({ status: 400, error: { 'phoneNumber.telephone': ['phone/invalid'], '': ['product/picture-required'] } });
  });

  it('answers a failure that is not the API a generic 500, and lets responses (sign in again) go up', () => {
    expect(answer(new Error('socket hang up'))).toMatchObject({ status: 500, error: { '': ['server/internal'] } });
    const redirect = new Response(null, { status: 302 });
    expect(() => answer(redirect)).toThrow(redirect);
  });

  it('refills the form with what was typed, never the hidden fields', () => {
    const { initialValue } = answer(new ApiError(409, 'gm/email-already-used'));
    expect(initialValue).toMatchObject({ fullname: 'Awa Koné', email: 'awa@example.test' });
    expect(initialValue).not.toHaveProperty('currentPassword');
  });
});
