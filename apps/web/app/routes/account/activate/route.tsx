import { accountKeySchema, notifyBySchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data, Link } from 'react-router';
import { CodeForm } from '../../../components/key-sent-panel.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/form-reply.ts';
import { failureOf } from '../../../lib/forms.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'activate.title', robots: 'noindex' };

/**
 * `/account/activate?key=&notifyBy=`: the link of the activation mail, and the target of the
 * SMS code form. Without a key it asks for the code.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const notifyBy = notifyBySchema.safeParse(url.searchParams.get('notifyBy')?.toUpperCase()).data;
  const key = accountKeySchema.safeParse(url.searchParams.get('key') ?? '');
  if (!key.success) return data({ state: 'enter-code' as const, notifyBy }, { headers: { 'cache-control': 'no-store' } });
  const api = context.apiAs(undefined);
  try {
    const result = await api.activate(key.data, notifyBy);
    return data({ state: 'activated' as const, login: result.login, notifyBy }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    const { code, status } = failureOf(error);
    return data({ state: 'failed' as const, error: code, notifyBy }, { status, headers: { 'cache-control': 'no-store' } });
  }
}

export default function Activate({ loaderData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('activate.title')}</h1>
      <div className="mt-6 space-y-4">
        {loaderData.state === 'activated' ? (
          <>
            <FormMessage tone="success">{t('activate.done')}</FormMessage>
            <Link to="/account/login" className={buttonClasses('primary', 'min-h-11 w-full')}>
              {t('common.signIn')}
            </Link>
          </>
        ) : (
          <>
            {loaderData.state === 'failed' ? <FormMessage tone="error">{tDynamic(errorKey(loaderData.error))}</FormMessage> : <p className="text-slate-600">{t('activate.enterCode')}</p>}
            {loaderData.notifyBy === 'EMAIL' ? null : <CodeForm action="/account/activate" submitLabel={t('activate.submit')} />}
            {loaderData.state === 'failed' ? (
              <p className="text-sm text-slate-600">
                {t('activate.newKey')}{' '}
                <Link to="/account/register" className="font-semibold text-brand-700 hover:underline">
                  {t('activate.registerAgain')}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
