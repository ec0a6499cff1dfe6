import { type RegisterBody, registerFormSchema, type RegisterResponse } from '@store/contracts/account';
import type { Currency, Language } from '@store/contracts/locale';
import { ApiError, type ApiClient } from '../../../lib/api/client.server.ts';
import { apiFieldErrors, type FieldErrors, failureStatus, problemKey, zodFieldErrors } from '../../../lib/form-errors.server.ts';

/** What the form sends back to refill itself after an error (never the passwords). */
export interface RegisterValues {
  accountType: 'PERSONAL' | 'PROFESSIONAL';
  firstname: string;
  lastname: string;
  email: string;
  indicator: string;
  telephone: string;
  shopName: string;
  city: string;
}

export type RegisterResult =
  | { ok: true; sent: RegisterResponse }
  | { ok: false; status: number; values: RegisterValues; fieldErrors: FieldErrors; formError?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export function readRegisterForm(form: FormData): RegisterValues {
  return {
    accountType: text(form, 'accountType') === 'PROFESSIONAL' ? 'PROFESSIONAL' : 'PERSONAL',
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    email: text(form, 'email'),
    indicator: text(form, 'indicator'),
    telephone: text(form, 'telephone'),
    shopName: text(form, 'shopName'),
    city: text(form, 'city'),
  };
}

/** Which field an answer is about (spec §8's gm/* codes, a password the server refuses). */
const fieldOfConflict: Record<string, string> = {
  'gm/email-already-used': 'email',
  'gm/account-already-used-with-credentials': 'phoneNumber',
  nopasswordmatch: 'confirmPassword',
  'password/too-common': 'password',
};

/**
 * Checks the form with the same schema as the API (so a mistake is shown without a round
 * trip to the API), then registers. Errors come back as translation keys per field.
 */
export async function register(api: ApiClient, form: FormData, language: Language, currency: Currency): Promise<RegisterResult> {
  const values = readRegisterForm(form);
  const seller = values.accountType === 'PROFESSIONAL';
  const candidate = {
    accountType: values.accountType,
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email || undefined,
    phoneNumber: values.telephone ? { indicator: values.indicator, telephone: values.telephone } : undefined,
    password: form.get('password'),
    confirmPassword: form.get('confirmPassword'),
    langKey: language,
    currency,
    shopName: seller ? values.shopName || undefined : undefined,
    city: seller ? values.city || undefined : undefined,
  };
  const parsed = registerFormSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, status: 400, values, fieldErrors: zodFieldErrors(parsed.error) };
  const body: RegisterBody = parsed.data;
  try {
    return { ok: true, sent: await api.register(body) };
  } catch (error) {
    const status = failureStatus(error);
    if (error instanceof ApiError) {
      const field = fieldOfConflict[error.code];
      if (field) return { ok: false, status, values, fieldErrors: { [field]: `errors.${error.code}` } };
      if (error.code === 'request/invalid' && error.fieldErrors.length > 0) return { ok: false, status, values, fieldErrors: apiFieldErrors(error) };
    }
    return { ok: false, status, values, fieldErrors: {}, formError: problemKey(error, ['gm/login-already-used', 'account/contact-required']) };
  }
}
