import { type RegisterBody, registerFormSchema } from '@store/contracts/account';
import type { Currency, Language } from '@store/contracts/locale';
import { data } from 'react-router';
import type { ApiClient } from '../../../lib/api/client.server.ts';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';

/** Passwords are never sent back to refill the form. */
const hideFields = ['password', 'confirmPassword'];

/**
 * Checks the form with the same schema as the API (so a mistake is shown without a round
 * trip to the API), then registers in the page's language and currency. A buyer's shop
 * fields (hidden, maybe typed before switching) are not sent.
 */
export async function register(api: ApiClient, form: FormData, language: Language, currency: Currency) {
  const submission = readForm(form, registerFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { hideFields });
  const { shopName, city, ...account } = submission.value;
  const seller = account.accountType === 'PROFESSIONAL';
  const body: RegisterBody = { ...account, langKey: language, currency, ...(seller ? { shopName, city } : {}) };
  try {
    return data({ sent: await api.register(body) }, { status: 201 });
  } catch (error) {
    return failedForm(submission, error, { hideFields });
  }
}
