import { chosenPictureSchema, deleteAccountBodySchema, identityFieldsSchema, updateAccountBodySchema } from '@store/contracts/profile';
import { type AppLoadContext, data } from 'react-router';
import { z } from 'zod';
import { failedForm, type FormReply, type FormSubmission, invalidForm, readForm, refuseForm, signInAgainIfEnded } from '../../../lib/forms.server.ts';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

export const profileIntents = ['profile', 'picture-profile', 'picture-cover', 'identity', 'delete'] as const;
export type ProfileIntent = (typeof profileIntents)[number];

/**
 * The answer of one of the settings forms, tagged with the form it belongs to (`form`: Conform's
 * reply has an `intent` of its own).
 */
export type ProfileResult = { form: ProfileIntent; ok: true; at: number } | (FormReply & { form: ProfileIntent });

const done = (form: ProfileIntent) => data<ProfileResult>({ form, ok: true, at: Date.now() });

const pictureFormSchema = z.object({ file: chosenPictureSchema });
const identityFormSchema = identityFieldsSchema.extend({ file: chosenPictureSchema });

/** A refused settings form: its errors, tagged with the form. A 401 means signing in again. */
function failed(context: AppLoadContext, intent: ProfileIntent, submission: FormSubmission<z.ZodType>, error: unknown, hideFields?: string[]) {
  signInAgainIfEnded(context, error);
  return failedForm(submission, error, { hideFields, extra: { form: intent } });
}

/** Names, language, currency, phone, shop: then the whole site switches to the saved language. */
async function saveProfile(request: Request, context: AppLoadContext, form: FormData, seller: boolean) {
  const submission = readForm(form, updateAccountBodySchema);
  const hideFields = ['currentPassword'];
  if (submission.status !== 'success') return invalidForm(submission, { hideFields, extra: { form: 'profile' as const } });
  const { shopName, city, shopDescriptionFr, shopDescriptionEn, phoneNumber, ...account } = submission.value;
  // A number left blank removes it; a description left blank is cleared; buyers have no shop.
  const shop = seller ? { shopName, city, shopDescriptionFr: shopDescriptionFr ?? '', shopDescriptionEn: shopDescriptionEn ?? '' } : {};
  try {
    const user = await context.api.updateAccount({ ...account, phoneNumber: phoneNumber ?? null, ...shop });
    context.rememberPreferences(user.langKey, user.currency);
    return redirectKeepingQuery(request, '/account/settings?saved=profile');
  } catch (error) {
    return failed(context, 'profile', submission, error, hideFields);
  }
}

async function savePicture(context: AppLoadContext, form: FormData, intent: 'picture-profile' | 'picture-cover') {
  const submission = readForm(form, pictureFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { extra: { form: intent } });
  const { file } = submission.value;
  try {
    await context.api.uploadAccountPicture(intent === 'picture-profile' ? 'profile' : 'cover', file, file.name || 'picture');
    return done(intent);
  } catch (error) {
    return failed(context, intent, submission, error);
  }
}

async function sendIdentity(context: AppLoadContext, form: FormData) {
  const submission = readForm(form, identityFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { extra: { form: 'identity' as const } });
  const { file, ...fields } = submission.value;
  try {
    await context.api.submitIdentity(fields, file, file.name || 'document');
    return done('identity');
  } catch (error) {
    return failed(context, 'identity', submission, error);
  }
}

/** Closes the account, ends the session and goes home (spec §4 deletion, then logout). */
async function closeAccount(request: Request, context: AppLoadContext, form: FormData) {
  const submission = readForm(form, deleteAccountBodySchema);
  if (submission.status !== 'success') return invalidForm(submission, { extra: { form: 'delete' as const } });
  try {
    await context.api.deleteAccount(submission.value);
  } catch (error) {
    return failed(context, 'delete', submission, error);
  }
  context.endSession();
  return redirectKeepingQuery(request, '/');
}

export async function profileAction(request: Request, context: AppLoadContext, seller: boolean) {
  const form = await request.formData();
  const intent = profileIntents.find((known) => known === form.get('intent'));
  switch (intent) {
    case 'profile':
      return saveProfile(request, context, form, seller);
    case 'picture-profile':
    case 'picture-cover':
      return savePicture(context, form, intent);
    case 'identity':
      return sendIdentity(context, form);
    case 'delete':
      return closeAccount(request, context, form);
    default:
      return refuseForm(readForm(form, z.object({})), { code: 'request/invalid' }, { extra: { form: 'profile' as const } });
  }
}
