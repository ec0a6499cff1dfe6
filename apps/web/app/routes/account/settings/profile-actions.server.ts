import { deleteAccountBodySchema, identityFieldsSchema, updateAccountBodySchema, UPLOAD_MAX_BYTES } from '@store/contracts/profile';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../../lib/api/client.server.ts';
import { apiFieldErrors, type FieldErrors, failureStatus, problemKey, zodFieldErrors } from '../../../lib/form-errors.server.ts';

export const profileIntents = ['profile', 'picture-profile', 'picture-cover', 'identity', 'delete'] as const;
export type ProfileIntent = (typeof profileIntents)[number];

/** The answer of one of the settings forms, tagged with the form it belongs to. */
export type ProfileResult =
  | { intent: ProfileIntent; ok: true; at: number }
  /** `values`: what was typed in the profile form, shown again when it is refused (also without JavaScript). */
  | { intent: ProfileIntent; ok: false; fieldErrors: FieldErrors; formError?: string; values?: Record<string, string> };

const KNOWN_CODES = [
  'gm/account-already-used-with-credentials',
  'account/password-required',
  'account/wrong-password',
  'account/contact-required',
  'upload/missing-file',
  'upload/too-large',
  'upload/unsupported-type',
  'upload/unreadable',
  'identity/sellers-only',
  'identity/already-verified',
  'account/deletion-not-allowed',
];

const done = (intent: ProfileIntent): ProfileResult => ({ intent, ok: true, at: Date.now() });
const invalid = (intent: ProfileIntent, fieldErrors: FieldErrors, formError?: string, status = 400, values?: Record<string, string>) =>
  data<ProfileResult>({ intent, ok: false, fieldErrors, formError, values }, { status });

/** Codes that belong next to one field rather than above the form. */
const fieldOfCode: Record<string, string> = {
  'gm/account-already-used-with-credentials': 'phoneNumber',
  'account/contact-required': 'phoneNumber',
  'account/password-required': 'currentPassword',
  'account/wrong-password': 'currentPassword',
  'upload/missing-file': 'file',
  'upload/too-large': 'file',
  'upload/unsupported-type': 'file',
  'upload/unreadable': 'file',
};

function failed(context: AppLoadContext, intent: ProfileIntent, error: unknown, values?: Record<string, string>) {
  if (error instanceof ApiError && error.status === 401) return context.signInAgain();
  const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
  if (field && error instanceof ApiError) return invalid(intent, { [field]: `errors.${error.code}` }, undefined, error.status, values);
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) return invalid(intent, apiFieldErrors(error), undefined, 400, values);
  return invalid(intent, {}, problemKey(error, KNOWN_CODES), failureStatus(error), values);
}

const profileFields = ['firstname', 'lastname', 'langKey', 'currency', 'indicator', 'telephone', 'shopName', 'city', 'shopDescriptionFr', 'shopDescriptionEn'];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** A chosen file, or undefined when the input was left empty (browsers then send an empty file). */
function chosenFile(form: FormData): File | undefined {
  const value = form.get('file');
  return value instanceof File && value.size > 0 ? value : undefined;
}

/** Names, language, currency, phone, shop: then the whole site switches to the saved language. */
async function saveProfile(request: Request, context: AppLoadContext, form: FormData, seller: boolean) {
  const telephone = text(form, 'telephone')?.trim() ?? '';
  const values = Object.fromEntries(profileFields.map((name) => [name, text(form, name) ?? '']));
  const parsed = updateAccountBodySchema.safeParse({
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname') ?? '',
    langKey: text(form, 'langKey'),
    currency: text(form, 'currency'),
    phoneNumber: telephone ? { indicator: text(form, 'indicator') ?? '', telephone } : null,
    currentPassword: text(form, 'currentPassword') || undefined,
    ...(seller
      ? { shopName: text(form, 'shopName'), city: text(form, 'city'), shopDescriptionFr: text(form, 'shopDescriptionFr') ?? '', shopDescriptionEn: text(form, 'shopDescriptionEn') ?? '' }
      : {}),
  });
  if (!parsed.success) return invalid('profile', zodFieldErrors(parsed.error), undefined, 400, values);
  try {
    const user = await context.api.updateAccount(parsed.data);
    context.rememberPreferences(user.langKey, user.currency);
    return redirect('/account/settings?saved=profile');
  } catch (error) {
    return failed(context, 'profile', error, values);
  }
}

async function savePicture(request: Request, context: AppLoadContext, form: FormData, intent: 'picture-profile' | 'picture-cover') {
  const file = chosenFile(form);
  if (!file) return invalid(intent, { file: 'errors.upload/missing-file' });
  if (file.size > UPLOAD_MAX_BYTES) return invalid(intent, { file: 'errors.upload/too-large' }, undefined, 413);
  try {
    await context.api.uploadAccountPicture(intent === 'picture-profile' ? 'profile' : 'cover', file, file.name || 'picture');
    return done(intent);
  } catch (error) {
    return failed(context, intent, error);
  }
}

async function sendIdentity(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = identityFieldsSchema.safeParse({ documentType: text(form, 'documentType'), documentNumber: text(form, 'documentNumber') });
  const file = chosenFile(form);
  const fieldErrors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (!file) fieldErrors.file = 'errors.upload/missing-file';
  else if (file.size > UPLOAD_MAX_BYTES) fieldErrors.file = 'errors.upload/too-large';
  if (!parsed.success || !file || fieldErrors.file) return invalid('identity', fieldErrors);
  try {
    await context.api.submitIdentity(parsed.data, file, file.name || 'document');
    return done('identity');
  } catch (error) {
    return failed(context, 'identity', error);
  }
}

/** Closes the account, ends the session and goes home (spec §4 deletion, then logout). */
async function closeAccount(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = deleteAccountBodySchema.safeParse({ reason: text(form, 'reason'), comment: text(form, 'comment') || undefined });
  if (!parsed.success) return invalid('delete', zodFieldErrors(parsed.error));
  try {
    await context.api.deleteAccount(parsed.data);
  } catch (error) {
    return failed(context, 'delete', error);
  }
  context.endSession();
  return redirect('/');
}

export async function profileAction(request: Request, context: AppLoadContext, seller: boolean) {
  const form = await request.formData();
  const intent = profileIntents.find((known) => known === form.get('intent'));
  switch (intent) {
    case 'profile':
      return saveProfile(request, context, form, seller);
    case 'picture-profile':
    case 'picture-cover':
      return savePicture(request, context, form, intent);
    case 'identity':
      return sendIdentity(request, context, form);
    case 'delete':
      return closeAccount(request, context, form);
    default:
      return invalid('profile', {}, 'errors.field/invalid');
  }
}
