import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { data, Link, redirect } from 'react-router';
import { ApiError } from '../../lib/api/client.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'footer.newsletter.title', robots: 'noindex' };

/** The footer's newsletter form posts here (with or without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const result = await context.api.subscribeNewsletter({
      indicator: String(form.get('indicator') ?? ''),
      telephone: String(form.get('telephone') ?? ''),
    });
    return { subscribed: result.phoneNumber };
  } catch (error) {
    const key = error instanceof ApiError && error.code === 'request/too-many' ? 'errors.request/too-many' : error instanceof ApiError && error.status === 400 ? 'footer.newsletter.invalid' : 'errors.server/internal';
    return data({ error: key }, { status: error instanceof ApiError ? error.status : 500 });
  }
}

export function loader() {
  throw redirect('/');
}

/** Shown only when the form was sent without JavaScript. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('footer.newsletter.title')}</h1>
      <p role="status" className="mt-4">
        {actionData && 'error' in actionData ? tDynamic(actionData.error) : t('footer.newsletter.confirmation')}
      </p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">{t('common.backHome')}</Link>
    </section>
  );
}
