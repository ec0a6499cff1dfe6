import { loginBodySchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ApiError } from '../../../lib/api/client.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { mergeGuestCart } from '../../../lib/cart.server.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'pages.login.title', robots: 'noindex' };

/** A throttled sign-in's page carries the API's `Retry-After`. */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.token) {
    const url = new URL(request.url);
    throw redirect(safeRedirect(url.searchParams.get('redirectTo'), '/account'));
  }
  return null;
}

/**
 * Spec §4: store the token, load the user, adopt the user's language and currency, then go
 * back to the page that was interrupted (or the one asked for).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = loginBodySchema.safeParse({
    username: form.get('username'),
    password: form.get('password'),
    rememberMe: form.get('rememberMe') === 'on',
  });
  if (!parsed.success) return data({ error: 'login.missingFields' }, { status: 400 });
  try {
    const { id_token: token } = await context.api.authenticate(parsed.data);
    context.startSession(token, parsed.data.rememberMe);
    const user = await context.apiAs(token).account().catch(() => null);
    if (user) context.rememberPreferences(user.langKey, user.currency);
    await mergeGuestCart(context, token);
    return redirect(safeRedirect(form.get('redirectTo'), context.takeRememberedPage() ?? '/'));
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'server/internal';
    const known = ['auth/bad-credentials', 'auth/not-activated', 'auth/too-many-attempts', 'request/too-many'];
    const key = known.includes(code) ? `errors.${code}` : 'errors.server/internal';
    // A throttled sign-in tells the browser (and any script) how long to wait, as the API does.
    const retryAfter = error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined;
    return data({ error: key }, { status: error instanceof ApiError ? error.status : 500, headers: retryAfter ? { 'retry-after': String(retryAfter) } : undefined });
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('pages.login.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.login.intro')}</p>
      <Form method="post" className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5" aria-describedby={actionData?.error ? 'login-error' : undefined}>
        {actionData?.error ? (
          <p id="login-error" role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {tDynamic(actionData.error)}
            {actionData.error === 'errors.auth/not-activated' ? (
              <>
                {' '}
                <Link to="/account/activate" className="font-semibold underline">
                  {t('login.activateWithCode')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <label className="block text-sm font-medium">
          {t('login.username')}
          <input name="username" type="text" autoComplete="username" required className="mt-1 min-h-11 w-full rounded-md border border-slate-300 px-3" />
        </label>
        <label className="block text-sm font-medium">
          {t('login.password')}
          <input name="password" type="password" autoComplete="current-password" required className="mt-1 min-h-11 w-full rounded-md border border-slate-300 px-3" />
        </label>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input name="rememberMe" type="checkbox" className="h-5 w-5" />
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
