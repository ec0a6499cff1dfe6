import { contactReasonCode, contactTopics } from '@store/contracts/contact-topics';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '@store/contracts/limits';
import { accountName } from '@store/contracts/roles';
import { createContactBodySchema } from '@store/contracts/profile';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { data, Form, useNavigation } from 'react-router';
import { PhoneNumberField } from '../../components/phone-number-field.tsx';
import { FieldError, FormMessage, inputClasses, TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api/client.server.ts';
import { apiFieldErrors, type FieldErrors, failureStatus, problemKey, zodFieldErrors } from '../../lib/form-errors.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { usePersonal } from '../../lib/personal.ts';

export const handle: RouteHandle = { titleKey: 'pages.contactUs.title', robots: 'index,follow' };

const fieldNames = ['fullname', 'email', 'indicator', 'telephone', 'reason', 'message'] as const;
type ContactValues = Partial<Record<(typeof fieldNames)[number], string>>;

/** A refused form comes back with what was typed, so nothing is lost (with or without JavaScript). */
type ContactResult = { ok: true; at: number } | { ok: false; fieldErrors: FieldErrors; formError?: string; values: ContactValues };

/** `POST contacts` with the form's fields (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => (typeof form.get(name) === 'string' ? String(form.get(name)) : '');
  const values: ContactValues = Object.fromEntries(fieldNames.map((name) => [name, field(name)]));
  const invalid = (fieldErrors: FieldErrors, formError?: string, status = 400) => data<ContactResult>({ ok: false, fieldErrors, formError, values }, { status });
  const telephone = field('telephone').trim();
  const parsed = createContactBodySchema.safeParse({
    fullname: field('fullname'),
    email: field('email').trim(),
    phoneNumber: telephone ? { indicator: field('indicator'), telephone } : null,
    reason: Number(field('reason')),
    message: field('message'),
  });
  if (!parsed.success) return invalid(zodFieldErrors(parsed.error));
  try {
    await context.api.sendContact(parsed.data);
    return { ok: true as const, at: Date.now() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) return invalid(apiFieldErrors(error));
    return invalid({}, problemKey(error, []), failureStatus(error));
  }
}

/** The contact form (spec §2): name, email, optional phone, one of the eight topics, message. */
export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const user = usePersonal()?.user ?? null;
  const navigation = useNavigation();
  const id = useId();
  const busy = navigation.state === 'submitting';
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const errors = failure?.fieldErrors ?? {};
  const typed = failure?.values ?? {};
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.contactUs.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.contactUs.intro')}</p>
      {actionData?.ok ? (
        <div className="mt-6">
          <FormMessage tone="success">{t('contact.sent')}</FormMessage>
        </div>
      ) : null}
      <Form method="post" key={actionData?.ok ? actionData.at : failure ? 'refused' : 'form'} className="mt-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2" aria-label={t('pages.contactUs.title')}>
        {failure?.formError ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error">{tDynamic(failure.formError)}</FormMessage>
          </div>
        ) : null}
        <TextField label={t('contact.fullname')} name="fullname" autoComplete="name" required defaultValue={typed.fullname ?? (user ? accountName(user) : '')} error={errors.fullname} />
        <TextField label={t('contact.email')} name="email" type="email" autoComplete="email" required defaultValue={typed.email ?? user?.email ?? ''} error={errors.email} />
        <div className="sm:col-span-2">
          <PhoneNumberField
            label={t('contact.phone')}
            hint={t('contact.phoneHint')}
            error={errors.phoneNumber}
            defaultIndicator={typed.indicator || user?.phoneNumber?.indicator || '+225'}
            defaultTelephone={typed.telephone ?? user?.phoneNumber?.telephone ?? ''}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-topic`} className="block text-sm font-medium">
            {t('contact.topic')}
          </label>
          <select id={`${id}-topic`} name="reason" required defaultValue={typed.reason ?? ''} className={inputClasses} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${id}-topic-error` : undefined}>
            <option value="" disabled>
              {t('contact.chooseTopic')}
            </option>
            {contactTopics.map((topic) => (
              <option key={topic} value={contactReasonCode(topic)}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-topic-error`} error={errors.reason} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="block text-sm font-medium">
            {t('contact.message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            required
            minLength={CONTACT_MESSAGE_MIN}
            maxLength={CONTACT_MESSAGE_MAX}
            defaultValue={typed.message ?? ''}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
            className={`${inputClasses} py-2`}
          />
          <p id={`${id}-message-hint`} className="mt-1 text-xs text-slate-600">
            {t('contact.messageHint', { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
          </p>
          <FieldError id={`${id}-message-error`} error={errors.message} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </Form>
    </section>
  );
}
