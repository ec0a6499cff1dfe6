import { changeEmailBodySchema } from '@store/contracts/account';
import { failedForm, invalidForm, readForm, signInAgainIfEnded } from '../../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../../lib/guards.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { ChangeEmailForm } from '../security-email.tsx';
import { SecurityFormPage } from '../security-form-page.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'security.email.changeTitle', robots: 'noindex' };

/** The password is never sent back to refill the form. */
const hideFields = ['password'];

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.signedIn);
  return null;
}

/** `POST account/change-email`: a link goes to the new address; the change waits for it. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), changeEmailBodySchema);
  if (submission.status !== 'success') return invalidForm(submission, { hideFields });
  try {
    const sent = await context.api.changeEmail(submission.value);
    return { ok: true as const, at: Date.now(), sentTo: sent.sentTo };
  } catch (error) {
    signInAgainIfEnded(context, error);
    return failedForm(submission, error, { hideFields });
  }
}

export default function ChangeEmailPage({ actionData }: Route.ComponentProps) {
  return (
    <SecurityFormPage titleKey="security.email.changeTitle">
      <ChangeEmailForm posted={actionData} />
    </SecurityFormPage>
  );
}
