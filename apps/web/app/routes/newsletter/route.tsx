import { newsletterSignupSchema } from '@store/contracts/content';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { NewsletterFields } from '../../components/site-footer/newsletter-form.tsx';
import { failedForm, invalidForm, readForm } from '../../lib/forms.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

export const handle: RouteHandle = { titleKey: 'footer.newsletter.title', robots: 'noindex' };

/** The footer's newsletter form posts here (with or without JavaScript): a dial code and a number. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), newsletterSignupSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    const result = await context.api.subscribeNewsletter(submission.value.phoneNumber);
    return { subscribed: result.phoneNumber };
  } catch (error) {
    return failedForm(submission, error);
  }
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirectKeepingQuery(request, '/');
}

/** Shown only when the form was sent without JavaScript: the answer, and a refused form again with what was typed. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const subscribed = actionData !== undefined && 'subscribed' in actionData;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('footer.newsletter.title')}</h1>
      {subscribed ? (
        <p role="status" className="mt-4">
          {t('footer.newsletter.confirmation')}
        </p>
      ) : (
        <div className="mt-6 rounded-lg bg-brand-700 p-4 text-left text-white">
          <NewsletterFields posted={actionData} />
        </div>
      )}
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">{t('common.backHome')}</Link>
    </section>
  );
}
