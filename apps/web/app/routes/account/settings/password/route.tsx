import { changePasswordBodySchema } from '@store/contracts/account';
import { passwordsMatch } from '@store/contracts/validators';
import { guardPage, pageRules } from '../../../../lib/guards.server.ts';
import { zodFieldErrors } from '../../../../lib/form-errors.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { failed, invalid } from '../security-actions.server.ts';
import { SecurityFormPage } from '../security-form-page.tsx';
import { ChangePasswordForm } from '../security-password.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'security.password.title', robots: 'noindex' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.signedIn);
  return null;
}

/** `POST account/change-password` from the settings page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const newPassword = String(form.get('newPassword') ?? '');
  if (passwordsMatch(newPassword, String(form.get('confirmPassword') ?? '')) !== null) return invalid({ confirmPassword: 'errors.nopasswordmatch' });
  const parsed = changePasswordBodySchema.safeParse({ currentPassword: form.get('currentPassword'), newPassword });
  if (!parsed.success) return invalid(zodFieldErrors(parsed.error));
  try {
    await context.api.changePassword(parsed.data);
    return { ok: true as const, at: Date.now() };
  } catch (error) {
    return failed(context, error, { 'account/wrong-password': 'currentPassword', 'password/too-common': 'newPassword' });
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
