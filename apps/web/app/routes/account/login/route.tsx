import { type LoginForm, loginFormSchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { FormError, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api/client.server.ts';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { mergeGuestCart } from '../../../lib/cart.server.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { signInAgainReasons } from '../../../lib/request-context.server.ts';
import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

export const handle: RouteHandle = { titleKey: 'pages.login.title', robots: 'noindex' };

/** A throttled sign-in's page carries the API's `Retry-After`. */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (context.token) throw redirectKeepingQuery(request, safeRedirect(url.searchParams.get('redirectTo'), '/account'));
  // Why the shopper is asked to sign in again (spec §4/§8), said above the form.
  const reason = signInAgainReasons.find((candidate) => candidate === url.searchParams.get('reason'));
  return { reason: reason ?? null };
}

/** Passwords are never sent back to refill the form. */
const hideFields = ['password'];

/**
 * Spec §4: store the token, load the user, adopt the user's language and currency, then go
 * back to the page that was interrupted (or the one asked for).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), loginFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { hideFields });
  const { redirectTo, ...credentials } = submission.value;
  try {
    const { id_token: token } = await context.api.authenticate(credentials);
    context.startSession(token, credentials.rememberMe);
    const user = await context.apiAs(token).account().catch(() => null);
    if (user) context.rememberPreferences(user.langKey, user.currency);
    await mergeGuestCart(context, token);
    // Spec §4: once signed in, the account's language and currency apply, not the sign-in page's `?lang=`.
    const from = new URL(request.url);
    if (user) ['lang', 'currency'].forEach((key) => from.searchParams.delete(key));
    return redirectKeepingQuery(from, safeRedirect(redirectTo, context.takeRememberedPage() ?? '/'));
  } catch (error) {
    // A throttled sign-in tells the browser (and any script) how long to wait, as the API does.
    const retryAfter = error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined;
    return failedForm(submission, error, { hideFields, headers: retryAfter ? { 'retry-after': String(retryAfter) } : undefined });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { form, fields, formProps, formErrorKey } = useServerForm<LoginForm>(actionData, { id: 'login' });
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('pages.login.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.login.intro')}</p>
      {loaderData.reason ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t(`login.reason.${loaderData.reason}`)}
        </p>
      ) : null}
      <Form method="post" {...formProps} className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <FormError id={form.errorId} error={formErrorKey}>
          {formErrorKey === 'errors.auth/not-activated' ? (
            <>
              {' '}
              <Link to="/account/activate" className="font-semibold underline">
                {t('login.activateWithCode')}
              </Link>
            </>
          ) : null}
        </FormError>
        <TextField label={t('login.username')} field={fields.username} type="text" autoComplete="username" required />
        <TextField label={t('login.password')} field={fields.password} type="password" autoComplete="current-password" required />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input key={fields.rememberMe.key} name={fields.rememberMe.name} type="checkbox" defaultChecked={fields.rememberMe.initialValue === 'on'} className="h-5 w-5" />
            {t('login.rememberMe')}
          </label>
          <Link to="/account/reset-password" className="text-sm text-brand-700 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? t('login.signingIn') : t('common.signIn')}
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to="/account/register" className="font-semibold text-brand-700 hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <Link to="/" className="text-brand-700 hover:underline">{t('common.backHome')}</Link>
      </p>
    </section>
  );
}
