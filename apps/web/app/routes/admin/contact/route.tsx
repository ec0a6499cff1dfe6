import { answerContactBodySchema } from '@store/contracts/admin';
import { contactStatuses, contactTopicOf } from '@store/contracts/contact-topics';
import { CONTACT_ANSWER_MAX } from '@store/contracts/limits';
import { updateContactBodySchema } from '@store/contracts/profile';
import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, inputClasses, SelectField, TextAreaField } from '../../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { AuditEntries } from '../audit/audit-entries.tsx';
import { idOr404, orNotFound } from '../detail-page.server.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.contacts.title', robots: 'noindex,nofollow' };

const intentSchema = z.enum(['answer', 'assign', 'status']);
/** The assignment form posts an operator's id, or an empty value for nobody. */
const assignFormSchema = z.object({ assigneeId: z.coerce.number().int().positive().optional() });

/** One message with its answers, the operators it can go to, and (administrators) its history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const administrator = viewer.authorities.includes('ROLE_ADMIN');
  const [contact, operators, history] = await orNotFound(Promise.all([context.api.contact(id), context.api.operators(), administrator ? context.api.entityTimeline('contact', id, 20) : Promise.resolve(null)]));
  return data({ contact, operators, history: history?.items ?? null }, { headers: { 'cache-control': 'private, no-store' } });
}

/** Answer (mail or SMS through the outbox), assign, or move the status; each form says which (`intent`). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get('intent'));
  if (!intent.success) throw new Response(null, { status: 400 });
  const extra = { formName: intent.data };
  if (intent.data === 'answer') {
    const submission = readForm(form, answerContactBodySchema);
    if (submission.status !== 'success') return invalidForm(submission, { extra });
    try {
      await context.api.answerContact(id, submission.value);
      return { ...extra, ok: true as const };
    } catch (error) {
      return failedForm(submission, error, { extra });
    }
  }
  if (intent.data === 'assign') {
    const submission = readForm(form, assignFormSchema);
    if (submission.status !== 'success') return invalidForm(submission, { extra });
    try {
      await context.api.assignContact(id, submission.value.assigneeId ?? null);
      return { ...extra, ok: true as const };
    } catch (error) {
      return failedForm(submission, error, { extra });
    }
  }
  const submission = readForm(form, updateContactBodySchema);
  if (submission.status !== 'success') return invalidForm(submission, { extra });
  try {
    await context.api.setContactStatus(id, submission.value.status);
    return { ...extra, ok: true as const };
  } catch (error) {
    return failedForm(submission, error, { extra });
  }
}

export default function AdminContact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic, language } = useTranslation();
  const { contact, operators, history } = loaderData;
  const resultOf = (intent: string) => (actionData && 'formName' in actionData && actionData.formName === intent ? actionData : undefined);
  const answer = useServerForm<{ answer: string; channel: string; status: string }>(resultOf('answer'), { id: 'contact-answer' });
  const assign = useServerForm<{ assigneeId: string }>(resultOf('assign'), { id: 'contact-assign' });
  const status = useServerForm<{ status: string }>(resultOf('status'), { id: 'contact-status' });
  const done = actionData && 'ok' in actionData ? actionData.formName : undefined;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section aria-labelledby="contact-title" className="space-y-6">
      <p>
        <Link to="/admin/contacts" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t('admin.contacts.back')}
        </Link>
      </p>
      <div>
        <h2 id="contact-title" className="text-xl font-bold">
          {contact.fullname}
        </h2>
        <p className="text-sm text-slate-600">
          {t(`admin.contacts.statuses.${contact.status}`)} · {tDynamic(`contact.topics.${contactTopicOf(contact.reason) ?? ''}`, { defaultValue: String(contact.reason) })} · {date(contact.createdDate)}
        </p>
      </div>
      {done ? <FormMessage tone="success">{t(done === 'answer' ? 'admin.contacts.sent' : done === 'assign' ? 'admin.contacts.assigned' : 'admin.contacts.statusSaved')}</FormMessage> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-500">{t('admin.contacts.from')}</dt>
        <dd className="break-all">{[contact.email, contact.phoneNumber, contact.accountLogin].filter(Boolean).join(' · ') || '—'}</dd>
        <dt className="text-slate-500">{t('admin.contacts.language')}</dt>
        <dd>{contact.langKey.toUpperCase()}</dd>
      </dl>
      <blockquote className="whitespace-pre-wrap break-words rounded-lg border-l-4 border-brand-500 bg-white p-4">{contact.message}</blockquote>

      <section aria-labelledby="answers-title">
        <h3 id="answers-title" className="font-semibold">
          {t('admin.contacts.answers')}
        </h3>
        {contact.answers.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('admin.contacts.noAnswer')}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {contact.answers.map((item) => (
              <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="text-slate-500">
                  {date(item.createdDate)} · {t(`admin.contacts.channels.${item.channel}`)}
                  {item.authorLogin ? ` · ${t('admin.contacts.by', { login: item.authorLogin })}` : ''}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{item.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <Form method="post" {...answer.formProps} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="font-semibold">{t('admin.contacts.answerTitle')}</h3>
        <FormError id={answer.form.errorId} error={answer.formErrorKey} />
        <input type="hidden" name="intent" value="answer" />
        <TextAreaField label={t('admin.contacts.answer')} hint={t('admin.contacts.answerHint')} field={answer.fields.answer} rows={6} required minLength={2} maxLength={CONTACT_ANSWER_MAX} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('admin.contacts.channel')} field={answer.fields.channel}>
            <option value="">{t('admin.contacts.channelAuto')}</option>
            {contact.email ? <option value="EMAIL">{t('admin.contacts.channels.EMAIL')}</option> : null}
            {contact.phoneNumber ? <option value="SMS">{t('admin.contacts.channels.SMS')}</option> : null}
          </SelectField>
          <SelectField label={t('admin.contacts.statusAfter')} field={answer.fields.status}>
            <option value="CLOSED">{t('admin.contacts.statuses.CLOSED')}</option>
            <option value="IN_PROGRESS">{t('admin.contacts.statuses.IN_PROGRESS')}</option>
          </SelectField>
        </div>
        <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
          {t('admin.contacts.send')}
        </button>
      </Form>

      <div className="grid gap-4 md:grid-cols-2">
        <Form method="post" {...assign.formProps} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <FormError id={assign.form.errorId} error={assign.formErrorKey} />
          <input type="hidden" name="intent" value="assign" />
          <label htmlFor="contact-assignee" className="block font-semibold">
            {t('admin.contacts.assignTitle')}
          </label>
          <select id="contact-assignee" name="assigneeId" defaultValue={contact.assigneeId === null ? '' : String(contact.assigneeId)} className={inputClasses}>
            <option value="">{t('admin.contacts.nobody')}</option>
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.name} ({operator.login})
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.contacts.assign')}
          </button>
        </Form>
        <Form method="post" {...status.formProps} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <FormError id={status.form.errorId} error={status.formErrorKey} />
          <input type="hidden" name="intent" value="status" />
          <label htmlFor="contact-status" className="block font-semibold">
            {t('admin.contacts.statusTitle')}
          </label>
          <select id="contact-status" name="status" defaultValue={contact.status} className={inputClasses}>
            {contactStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`admin.contacts.statuses.${value}`)}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.contacts.saveStatus')}
          </button>
        </Form>
      </div>

      {history ? (
        <section aria-labelledby="contact-history-title">
          <h3 id="contact-history-title" className="font-semibold">
            {t('admin.contacts.history')}
          </h3>
          <AuditEntries entries={history} />
        </section>
      ) : null}
    </section>
  );
}
