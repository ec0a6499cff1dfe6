import { describe, expect, it } from 'vitest';
import { detectImageType } from './picture-uploads.ts';
import { createContactBodySchema, deleteAccountBodySchema, identityFieldsSchema, identityReviewBodySchema, updateAccountBodySchema } from './profile.ts';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(40).fill(0)]);

describe('detectImageType', () => {
  it('reads JPEG, PNG (and APNG) and BMP from their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageType(bytes(0x42, 0x4d))).toBe('bmp');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
    expect(detectImageType(new Uint8Array([0x42, 0x4d]))).toBeUndefined();
  });
});

describe('profile bodies', () => {
  it('trims names and checks the phone pair with the shared phone rules', () => {
    const parsed = updateAccountBodySchema.parse({ firstname: ' Awa ', lastname: '', langKey: 'en', currency: 'USD', phoneNumber: { indicator: '+225', telephone: '07 01 02 03 04' } });
    expect(parsed.firstname).toBe('Awa');
    const bad = updateAccountBodySchema.safeParse({ firstname: '', lastname: '', langKey: 'fr', currency: 'CFA', phoneNumber: { indicator: '+225', telephone: '12' } });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(expect.arrayContaining(['name/required', 'phone/invalid']));
  });
  it('takes the four deletion reasons only', () => {
    expect(deleteAccountBodySchema.safeParse({ reason: 'HAD_PROBLEMS' }).success).toBe(true);
    expect(deleteAccountBodySchema.safeParse({ reason: 'BORED' }).success).toBe(false);
  });
  it('keeps reason 9 (account deletion) out of the contact form', () => {
    const message = { email: 'a@b.co', fullname: 'Awa', reason: 8, message: 'Hello, a question about delivery.' };
    expect(createContactBodySchema.safeParse(message).success).toBe(true);
    expect(createContactBodySchema.safeParse({ ...message, reason: 9 }).success).toBe(false);
  });
  it('needs a readable document number and a reason to reject', () => {
    expect(identityFieldsSchema.safeParse({ documentType: 'PASSPORT', documentNumber: 'AB 12-34' }).success).toBe(true);
    expect(identityFieldsSchema.safeParse({ documentType: 'PASSPORT', documentNumber: '<b>' }).success).toBe(false);
    expect(identityReviewBodySchema.safeParse({ decision: 'REJECTED' }).success).toBe(false);
    expect(identityReviewBodySchema.safeParse({ decision: 'APPROVED' }).success).toBe(true);
  });
});
