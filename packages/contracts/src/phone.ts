/*
 * Phone numbers (spec §3 phoneNumber, §5, §9).
 *
 * Metadata: `libphonenumber-js/min`. It is about half the size of `max` in the browser
 * bundle and still checks each country's lengths and leading digits, which is what
 * turning typed digits into E.164 needs. `max` only adds number-type detection (mobile,
 * fixed line...) and stricter per-range rules that refuse newly opened ranges until the
 * library is updated; the store needs neither.
 *
 * "Leading zeros are stripped" (spec §5) means the trunk prefix, not every zero:
 * - France, UK, Nigeria, Ghana, Germany...: 06 12 34 56 78 is dialled +33 6 12 34 56 78.
 * - Côte d'Ivoire (10-digit plan since 2021) and Benin (since 2024): the leading 0 is part
 *   of the number, +225 07 01 02 03 04. Italian fixed lines likewise keep their 0.
 * libphonenumber knows which is which, so the number is first read as typed; only when
 * that is not a valid number are all leading zeros dropped (a stray extra 0) and it is
 * read again. A number typed in international form (+33..., 0033...) is accepted when
 * it carries the chosen dial code.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';

export const phoneErrorCodes = ['phone/invalid'] as const;
export type PhoneErrorCode = (typeof phoneErrorCodes)[number];
export type PhoneResult = { ok: true; e164: string } | { ok: false; error: PhoneErrorCode };

const INVALID: PhoneResult = { ok: false, error: 'phone/invalid' };
/** Digits with the separators people type: spaces, dots, dashes, slashes, brackets. */
const TYPED_NUMBER = /^\+?[\d\s.\-/()]+$/;
const DIAL_CODE = /^\+?(\d{1,3})$/;

/** The calling-code digits of an indicator: '+225' and '225' give '225'. */
function callingCodeDigits(indicator: string): string | undefined {
  return DIAL_CODE.exec(indicator.trim())?.[1];
}

function validFor(parsed: PhoneNumber | undefined, callingCode: string): string | undefined {
  return parsed?.isValid() && parsed.countryCallingCode === callingCode ? parsed.number : undefined;
}

/**
 * Turns a dial code and a typed number into E.164 (`+2250701020304`), following the
 * leading-zero rule above; 'phone/invalid' for anything libphonenumber does not accept.
 */
export function normalizePhoneNumber(indicator: string, telephone: string): PhoneResult {
  const callingCode = callingCodeDigits(indicator);
  const typed = telephone.trim();
  if (!callingCode || !TYPED_NUMBER.test(typed)) return INVALID;
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 0) return INVALID;

  if (typed.startsWith('+')) {
    return toResult(validFor(parsePhoneNumberFromString(`+${digits}`), callingCode));
  }
  const candidates = [digits];
  if (digits.startsWith(`00${callingCode}`)) candidates.push(digits.slice(2 + callingCode.length));
  candidates.push(digits.replace(/^0+/, ''));
  for (const candidate of candidates) {
    if (candidate.length === 0) continue;
    const e164 = validFor(parsePhoneNumberFromString(candidate, { defaultCallingCode: callingCode }), callingCode);
    if (e164) return { ok: true, e164 };
  }
  return INVALID;
}

function toResult(e164: string | undefined): PhoneResult {
  return e164 ? { ok: true, e164 } : INVALID;
}

/** An E.164 number split back into the `{ indicator, telephone }` pair the account stores. */
export function splitE164(e164: string): PhoneNumberPair | undefined {
  const parsed = parsePhoneNumberFromString(e164.trim());
  if (!parsed?.isValid()) return undefined;
  return { indicator: `+${parsed.countryCallingCode}`, telephone: parsed.nationalNumber };
}

/*
 * Countries whose people write the national number in pairs while libphonenumber's metadata
 * groups it otherwise: Côte d'Ivoire's 10-digit plan comes out as "07 11 22 3344", but
 * operators, ARTCI and every shop sign write "07 11 22 33 44".
 */
const WRITTEN_IN_PAIRS: ReadonlySet<string> = new Set(['CI']);

/** "+33 6 12 34 56 78", "+225 07 11 22 33 44"; text that is not a valid number is returned unchanged. */
export function formatPhoneForDisplay(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164.trim());
  if (!parsed?.isValid()) return e164;
  if (parsed.country && WRITTEN_IN_PAIRS.has(parsed.country) && parsed.nationalNumber.length % 2 === 0) {
    return `+${parsed.countryCallingCode} ${parsed.nationalNumber.replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  }
  return parsed.formatInternational();
}

/** `tel:` link target of a stored number, undefined when it is not valid. */
export function phoneHref(e164: string): string | undefined {
  const parsed = parsePhoneNumberFromString(e164.trim());
  return parsed?.isValid() ? parsed.getURI() : undefined;
}

/** Shape of spec §3 Logged user `phoneNumber`: a dial code and the national number. */
export const phoneNumberSchema = z.object({
  indicator: z.string().trim().regex(DIAL_CODE, 'phone/invalid'),
  telephone: z.string().trim().min(1, 'phone/required').max(30, 'phone/invalid'),
});
export type PhoneNumberPair = z.infer<typeof phoneNumberSchema>;

/** A typed pair that must make a real number; the error sits on `telephone`. */
export const validPhoneNumberSchema = phoneNumberSchema.superRefine((value, ctx) => {
  if (!normalizePhoneNumber(value.indicator, value.telephone).ok) {
    ctx.addIssue({ code: 'custom', message: 'phone/invalid', path: ['telephone'] });
  }
});

/** Same check, giving the E.164 string to store or send. */
export const phoneNumberToE164Schema = phoneNumberSchema.transform((value, ctx) => {
  const result = normalizePhoneNumber(value.indicator, value.telephone);
  if (result.ok) return result.e164;
  ctx.addIssue({ code: 'custom', message: result.error, path: ['telephone'] });
  return z.NEVER;
});
