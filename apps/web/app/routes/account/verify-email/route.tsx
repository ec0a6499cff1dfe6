import { accountKeySchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data, Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { errorKey } from '../../../lib/form-reply.ts';
import { failureOf } from '../../../lib/forms.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'verifyEmail.title', robots: 'noindex' };

/** The link of a verification (or change-of-address) mail: `GET account/verify/email/finish?key=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = accountKeySchema.safeParse(new URL(request.url).searchParams.get('key') ?? '');
  const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  if (!key.success) return data({ ok: false as const, error: 'account/key-invalid' }, { status: 400, headers });
  try {
    const result = await context.api.verifyEmailFinish(key.data);
    return data({ ok: true as const, email: result.email }, { headers });
  } catch (error) {
    const { code, status } = failureOf(error);
    return data({ ok: false as const, error: code }, { status, headers });
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('verifyEmail.title')}</h1>
      <div className="mt-6 space-y-4">
        {loaderData.ok ? <FormMessage tone="success">{t('verifyEmail.done', { email: loaderData.email })}</FormMessage> : <FormMessage tone="error">{tDynamic(errorKey(loaderData.error))}</FormMessage>}
        <Link to="/account/settings" className={buttonClasses('primary', 'min-h-11 w-full')}>
          {t('security.backToSettings')}
        </Link>
      </div>
    </section>
  );
}
