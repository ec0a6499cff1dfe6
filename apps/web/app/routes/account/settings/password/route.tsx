import { changePasswordFormSchema } from '@store/contracts/account';
import { failedForm, invalidForm, readForm, signInAgainIfEnded } from '../../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../../lib/guards.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { SecurityFormPage } from '../security-form-page.tsx';
import { ChangePasswordForm } from '../security-password.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'security.password.title', robots: 'noindex' };

/** Passwords are never sent back to refill the form. */
const hideFields = ['currentPassword', 'newPassword', 'confirmPassword'];

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.signedIn);
  return null;
}

/** `POST account/change-password` from the settings page. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), changePasswordFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { hideFields });
  const { confirmPassword: _confirmation, ...body } = submission.value;
  try {
    await context.api.changePassword(body);
    return { ok: true as const, at: Date.now() };
  } catch (error) {
    signInAgainIfEnded(context, error);
    return failedForm(submission, error, { hideFields });
  }
}

/** Reached without JavaScript (or by its address): the form alone, with its result. */
export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <SecurityFormPage titleKey="security.password.title">
      <ChangePasswordForm posted={actionData} />
    </SecurityFormPage>
  );
}
