import { accountKeySchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { failureStatus, problemKey } from '../../../lib/form-errors.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'undoChange.title', robots: 'noindex' };

const undoProblems = ['account/key-invalid', 'account/key-expired', 'account/key-used', 'account/contact-required', 'gm/email-already-used', 'gm/account-already-used-with-credentials'];
const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/**
 * `/account/undo-change?key=`: the link sent to the old address when the email or phone
 * changed. Opening it only asks; the button posts, so a mail scanner following links undoes nothing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const key = accountKeySchema.safeParse(new URL(request.url).searchParams.get('key') ?? '');
  return data({ key: key.success ? key.data : null }, { headers });
}

/** `POST account/undo-change`; every session of the account ends, this browser's cookie too. */
export async function action({ request, context }: Route.ActionArgs) {
  const key = accountKeySchema.safeParse((await request.formData()).get('key') ?? '');
  if (!key.success) return data({ ok: false as const, error: 'undoChange.missingKey' }, { status: 400, headers });
  try {
    await context.apiAs(undefined).undoChange(key.data);
    context.endSession();
    return data({ ok: true as const }, { headers });
  } catch (error) {
    return data({ ok: false as const, error: problemKey(error, undoProblems) }, { status: failureStatus(error), headers });
  }
}

export default function UndoChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('undoChange.title')}</h1>
      <div className="mt-6 space-y-4">
        {actionData?.ok ? (
          <>
            <FormMessage tone="success">{t('undoChange.done')}</FormMessage>
            <Link to="/account/login" className={buttonClasses('primary', 'min-h-11 w-full')}>
              {t('common.signIn')}
            </Link>
          </>
        ) : (
          <>
            {actionData ? <FormMessage tone="error">{tDynamic(actionData.error)}</FormMessage> : null}
            {loaderData.key ? (
              <Form method="post" className="space-y-4">
                <p className="text-slate-600">{t('undoChange.intro')}</p>
                <input type="hidden" name="key" value={loaderData.key} />
                <button type="submit" disabled={busy} className={buttonClasses('primary', 'min-h-11 w-full')}>
                  {t('undoChange.submit')}
                </button>
              </Form>
            ) : (
              <FormMessage tone="error">{t('undoChange.missingKey')}</FormMessage>
            )}
          </>
        )}
      </div>
    </section>
  );
}
