import { updatePlatformTokenBodySchema } from '@store/contracts/admin-settings';
import { PLATFORM_TOKEN_MAX, PLATFORM_TOKEN_MIN, SETTING_NOTE_MAX } from '@store/contracts/settings-rules';
import { data, Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { forgetPlatformToken } from '../../../lib/platform.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { SettingHistory } from '../currency/setting-history.tsx';
import { SectionHeading } from '../section-heading.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.settings.title', robots: 'noindex,nofollow' };

/** The platform token (spec §2) and its history; the form for administrators. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const settings = await context.api.adminSettings();
  return data({ settings, administrator: viewer.authorities.includes('ROLE_ADMIN') }, { headers: { 'cache-control': 'private, no-store' } });
}

/** A new platform token (the API lets administrators only); this process uses it at once. */
export async function action({ request, context }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const submission = readForm(await request.formData(), updatePlatformTokenBodySchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    await context.api.setPlatformToken(submission.value);
    forgetPlatformToken();
    return { ok: true as const };
  } catch (error) {
    return failedForm(submission, error);
  }
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, administrator } = loaderData;
  const { formProps, fields, form, formErrorKey } = useServerForm<{ platformToken: string; note: string }>(actionData, { id: 'platform-token', defaultValue: { platformToken: settings.platformToken } });
  const done = actionData !== undefined && 'ok' in actionData;
  return (
    <section aria-labelledby="settings-title" className="space-y-6">
      <SectionHeading id="settings-title" title={t('admin.settings.title')}>
        {t('admin.settings.intro')}
      </SectionHeading>
      {done ? <FormMessage tone="success">{t('admin.settings.saved')}</FormMessage> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <dt className="font-semibold">{t('admin.settings.platformToken')}</dt>
        <dd className="break-all font-mono">{settings.platformToken}</dd>
        <dt className="font-semibold">{t('admin.settings.default')}</dt>
        <dd className="break-all font-mono">{settings.defaultPlatformToken}</dd>
      </dl>
      {administrator ? (
        <Form method="post" {...formProps} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="font-semibold">{t('admin.settings.changeTitle')}</h3>
          <FormError id={form.errorId} error={formErrorKey} />
          <TextField
            label={t('admin.settings.platformToken')}
            hint={t('admin.settings.platformTokenHint', { min: PLATFORM_TOKEN_MIN, max: PLATFORM_TOKEN_MAX })}
            field={fields.platformToken}
            autoComplete="off"
            spellCheck={false}
            required
            minLength={PLATFORM_TOKEN_MIN}
            maxLength={PLATFORM_TOKEN_MAX}
          />
          <TextField label={t('admin.currency.note')} field={fields.note} maxLength={SETTING_NOTE_MAX} autoComplete="off" />
          <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
            {t('admin.settings.save')}
          </button>
        </Form>
      ) : (
        <p className="text-sm font-medium text-slate-700">{t('admin.settings.adminOnly')}</p>
      )}
      <SettingHistory changes={settings.history} titleId="settings-history-title" />
    </section>
  );
}
