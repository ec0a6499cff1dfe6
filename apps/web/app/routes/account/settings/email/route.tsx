import { changeEmailBodySchema, type KeySentResponse } from '@store/contracts/account';
import { guardPage, pageRules } from '../../../../lib/guards.server.ts';
import { zodFieldErrors } from '../../../../lib/form-errors.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { failed, invalid } from '../security-actions.server.ts';
import { ChangeEmailForm } from '../security-email.tsx';
import { SecurityFormPage } from '../security-form-page.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'security.email.changeTitle', robots: 'noindex' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.signedIn);
  return null;
}

/** `POST account/change-email`: a link goes to the new address; the change waits for it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = changeEmailBodySchema.safeParse({ email: String(form.get('email') ?? '').trim(), password: form.get('password') || undefined });
  if (!parsed.success) return invalid(zodFieldErrors(parsed.error));
  try {
    const sent: KeySentResponse = await context.api.changeEmail(parsed.data);
    return { ok: true as const, at: Date.now(), sentTo: sent.sentTo };
  } catch (error) {
    return failed(context, error, { 'account/wrong-password': 'password', 'gm/email-already-used': 'email' });
  }
}

export default function ChangeEmailPage({ actionData }: Route.ComponentProps) {
  return (
    <SecurityFormPage titleKey="security.email.changeTitle">
      <ChangeEmailForm posted={actionData} />
    </SecurityFormPage>
  );
}
