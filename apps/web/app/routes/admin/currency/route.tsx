import { updateUsdRateBodySchema } from '@store/contracts/admin-settings';
import { SETTING_NOTE_MAX, USD_RATE_MAX, USD_RATE_MIN } from '@store/contracts/settings-rules';
import { data, Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, TextField } from '../../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { forgetSharedRootData } from '../../../lib/root-data.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { SettingHistory } from './setting-history.tsx';
import { SectionHeading } from '../section-heading.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.currency.title', robots: 'noindex,nofollow' };

/** The rates (EUR fixed, USD the operator's) and the USD rate's history; the form for administrators. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const currency = await context.api.adminCurrency();
  return data({ currency, administrator: viewer.authorities.includes('ROLE_ADMIN') }, { headers: { 'cache-control': 'private, no-store' } });
}

/** A new USD rate (the API lets administrators only); this process's pages use it at once. */
export async function action({ request, context }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const submission = readForm(await request.formData(), updateUsdRateBodySchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    await context.api.setUsdRate(submission.value);
    forgetSharedRootData();
    return { ok: true as const };
  } catch (error) {
    return failedForm(submission, error);
  }
}

export default function AdminCurrency({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { currency, administrator } = loaderData;
  const { formProps, fields, form, formErrorKey } = useServerForm<{ xofPerUsd: string; note: string }>(actionData, { id: 'usd-rate', defaultValue: { xofPerUsd: currency.xofPerUsd } });
  const rate = (value: string) => t('admin.currency.cfa', { value: Number(value).toLocaleString(language, { maximumFractionDigits: 6 }) });
  const done = actionData !== undefined && 'ok' in actionData;
  return (
    <section aria-labelledby="currency-title" className="space-y-6">
      <SectionHeading id="currency-title" title={t('admin.currency.title')}>
        {t('admin.currency.intro')}
      </SectionHeading>
      {done ? <FormMessage tone="success">{t('admin.currency.saved')}</FormMessage> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <dt className="font-semibold">1 EUR</dt>
        <dd>
          {rate(currency.xofPerEur)} <span className="text-sm text-slate-600">({t('admin.currency.eurFixed')})</span>
        </dd>
        <dt className="font-semibold">1 USD</dt>
        <dd data-testid="usd-rate">{rate(currency.xofPerUsd)}</dd>
      </dl>
      {administrator ? (
        <Form method="post" {...formProps} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="font-semibold">{t('admin.currency.changeTitle')}</h3>
          <FormError id={form.errorId} error={formErrorKey} />
          <TextField
            label={t('admin.currency.rate')}
            hint={t('admin.currency.rateHint', { min: USD_RATE_MIN, max: USD_RATE_MAX })}
            field={fields.xofPerUsd}
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={30}
          />
          <TextField label={t('admin.currency.note')} field={fields.note} maxLength={SETTING_NOTE_MAX} autoComplete="off" />
          <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
            {t('admin.currency.save')}
          </button>
        </Form>
      ) : (
        <p className="text-sm font-medium text-slate-700">{t('admin.currency.adminOnly')}</p>
      )}
      <SettingHistory changes={currency.history} titleId="currency-history-title" format={rate} />
    </section>
  );
}
