import { contactReasonCode, contactTopics } from '@store/contracts/contact-topics';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '@store/contracts/limits';
import { accountName } from '@store/contracts/roles';
import { type CreateContactBody, createContactBodySchema } from '@store/contracts/profile';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { PhoneNumberField } from '../../components/phone-number-field.tsx';
import { FormError, FormMessage, SelectField, TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../lib/forms.server.ts';
import { useServerForm } from '../../lib/forms.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { usePersonal } from '../../lib/personal.ts';

export const handle: RouteHandle = { titleKey: 'pages.contactUs.title', robots: 'index,follow' };

/** `POST contacts` with the form's fields (works without JavaScript); a refused form keeps what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), createContactBodySchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    await context.api.sendContact(submission.value);
    return { ok: true as const, at: Date.now() };
  } catch (error) {
    return failedForm(submission, error);
  }
}

function ContactForm({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const user = usePersonal()?.user ?? null;
  const busy = useNavigation().state === 'submitting';
  const { form, fields, formProps, formErrorKey } = useServerForm<CreateContactBody>(result, {
    id: 'contact',
    defaultValue: { fullname: user ? accountName(user) : undefined, email: user?.email ?? undefined, phoneNumber: user?.phoneNumber ?? undefined },
  });
  return (
    <Form method="post" {...formProps} className="mt-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2" aria-label={t('pages.contactUs.title')}>
      <FormError id={form.errorId} error={formErrorKey} className="sm:col-span-2" />
      <TextField label={t('contact.fullname')} field={fields.fullname} autoComplete="name" required />
      <TextField label={t('contact.email')} field={fields.email} type="email" autoComplete="email" required />
      <div className="sm:col-span-2">
        <PhoneNumberField label={t('contact.phone')} hint={t('contact.phoneHint')} field={fields.phoneNumber} />
      </div>
      <SelectField label={t('contact.topic')} field={fields.reason} required className="sm:col-span-2">
        <option value="" disabled>
          {t('contact.chooseTopic')}
        </option>
        {contactTopics.map((topic) => (
          <option key={topic} value={contactReasonCode(topic)}>
            {t(`contact.topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('contact.message')}
        hint={t('contact.messageHint', { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
        field={fields.message}
        rows={6}
        required
        minLength={CONTACT_MESSAGE_MIN}
        maxLength={CONTACT_MESSAGE_MAX}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? t('contact.sending') : t('contact.send')}
        </button>
      </div>
    </Form>
  );
}

/** The contact form (spec §2): name, email, optional phone, one of the eight topics, message. */
export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const sent = actionData && 'ok' in actionData ? actionData : undefined;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.contactUs.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.contactUs.intro')}</p>
      {sent ? (
        <div className="mt-6">
          <FormMessage tone="success">{t('contact.sent')}</FormMessage>
        </div>
      ) : null}
      {/* A message sent starts an empty form, without the errors of earlier tries. */}
      <ContactForm key={sent?.at ?? 'form'} result={actionData} />
    </section>
  );
}
