import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { KeySentPanel } from '../../../components/key-sent-panel.tsx';
import { RegisterForm } from './register-form.tsx';
import { register } from './register.server.ts';
import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

export const handle: RouteHandle = { titleKey: 'register.title', robots: 'noindex' };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.token) throw redirectKeepingQuery(request, '/account');
  return { seller: new URL(request.url).searchParams.get('type') === 'seller' };
}

/** Issue #4 item 1: a buyer or a seller signs up with an email and/or a phone number. */
export async function action({ request, context }: Route.ActionArgs) {
  const { language, currency } = context;
  const api = context.apiAs(undefined);
  return register(api, await request.formData(), language, currency);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('register.title')}</h1>
      {actionData && 'sent' in actionData ? (
        <KeySentPanel sent={actionData.sent} purpose="activation" />
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('register.intro')}</p>
          <RegisterForm lastResult={actionData} sellerByDefault={loaderData.seller} />
          <p className="mt-4 text-sm text-slate-600">
            {t('register.haveAccount')}{' '}
            <Link to="/account/login" className="font-semibold text-brand-700 hover:underline">
              {t('common.signIn')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
