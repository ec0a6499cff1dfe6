import { notifyBySchema, resetPasswordFinishBodySchema } from '@store/contracts/account';
import { passwordsMatch } from '@store/contracts/validators';
import { useTranslation } from '../../../../lib/i18n/translation-context.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import { NewPasswordFields } from '../../../../components/new-password-fields.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../../components/ui/text-field.tsx';
import { ApiError } from '../../../../lib/api/client.server.ts';
import { type FieldErrors, failureStatus, problemKey, zodFieldErrors } from '../../../../lib/form-errors.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'resetPassword.finishTitle', robots: 'noindex' };

const keyProblems = ['account/key-invalid', 'account/key-expired', 'account/key-used'];

/** The link of the reset message (`?key=&notifyBy=`), or the SMS code typed on the previous page. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(
    { key: url.searchParams.get('key')?.trim() ?? '', notifyBy: notifyBySchema.safeParse(url.searchParams.get('notifyBy')?.toUpperCase()).data },
    { headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const newPassword = String(form.get('newPassword') ?? '');
  const fail = (fieldErrors: FieldErrors, formError?: string, status = 400) => data({ ok: false as const, fieldErrors, formError }, { status });
  if (passwordsMatch(newPassword, String(form.get('confirmPassword') ?? '')) !== null) return fail({ confirmPassword: 'errors.nopasswordmatch' });
  const parsed = resetPasswordFinishBodySchema.safeParse({
    key: form.get('key'),
    newPassword,
    notifyBy: notifyBySchema.safeParse(form.get('notifyBy')).data,
  });
  if (!parsed.success) return fail(zodFieldErrors(parsed.error));
  try {
    await context.apiAs(undefined).resetPasswordFinish(parsed.data);
    return { ok: true as const };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'password/too-common') return fail({ newPassword: `errors.${error.code}` });
    return fail({}, problemKey(error, keyProblems), failureStatus(error));
  }
}

export default function ResetPasswordFinish({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('resetPassword.finishTitle')}</h1>
      {actionData?.ok ? (
        <div className="mt-6 space-y-4">
          <FormMessage tone="success">{t('resetPassword.done')}</FormMessage>
          <Link to="/account/login" className={buttonClasses('primary', 'min-h-11 w-full')}>
            {t('common.signIn')}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5">
          {failure?.formError ? (
            <FormMessage tone="error">
              {tDynamic(failure.formError)}{' '}
              <Link to="/account/reset-password" className="font-semibold underline">
                {t('resetPassword.startOver')}
              </Link>
            </FormMessage>
          ) : null}
          {loaderData.notifyBy ? <input type="hidden" name="notifyBy" value={loaderData.notifyBy} /> : null}
          {loaderData.key ? (
            <input type="hidden" name="key" value={loaderData.key} />
          ) : (
            <TextField label={t('keySent.codeLabel')} name="key" required inputMode="numeric" autoComplete="one-time-code" error={failure?.fieldErrors.key} />
          )}
          <NewPasswordFields passwordName="newPassword" passwordError={failure?.fieldErrors.newPassword} confirmError={failure?.fieldErrors.confirmPassword} />
          <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {t('resetPassword.save')}
          </button>
        </Form>
      )}
    </section>
  );
}
