import { accountKeySchema, undoChangeBodySchema } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data, Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { replyErrorKey } from '../../../lib/form-reply.ts';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'undoChange.title', robots: 'noindex' };

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
  const submission = readForm(await request.formData(), undoChangeBodySchema);
  // The key is the link's: never sent back, and any error about it is shown above the button.
  const options = { hideFields: ['key'], headers };
  if (submission.status !== 'success') return invalidForm(submission, options);
  try {
    await context.apiAs(undefined).undoChange(submission.value.key);
    context.endSession();
    return data({ ok: true as const }, { headers });
  } catch (error) {
    return failedForm(submission, error, options);
  }
}

export default function UndoChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const failure = replyErrorKey(actionData);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('undoChange.title')}</h1>
      <div className="mt-6 space-y-4">
        {actionData && 'ok' in actionData ? (
          <>
            <FormMessage tone="success">{t('undoChange.done')}</FormMessage>
            <Link to="/account/login" className={buttonClasses('primary', 'min-h-11 w-full')}>
              {t('common.signIn')}
            </Link>
          </>
        ) : (
          <>
            {failure ? <FormMessage tone="error">{tDynamic(failure)}</FormMessage> : null}
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
