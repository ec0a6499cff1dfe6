import { redirect } from 'react-router';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { failed } from '../security-actions.server.ts';
import { VerifyEmailResult } from '../security-email.tsx';
import { SecurityFormPage } from '../security-form-page.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'security.email.title', robots: 'noindex' };

/** `POST account/verify/email/init`: a link to the account's address proves it. */
export async function action({ context }: Route.ActionArgs) {
  try {
    const sent = await context.api.verifyEmailInit();
    return { ok: true as const, at: Date.now(), sentTo: sent.sentTo };
  } catch (error) {
    return failed(context, error, {}, ['account/no-email']);
  }
}

export function loader() {
  throw redirect('/account/settings');
}

/** Shown when the button was used without JavaScript. */
export default function VerifyEmailSent({ actionData }: Route.ComponentProps) {
  return (
    <SecurityFormPage titleKey="security.email.title">
      <VerifyEmailResult result={actionData} />
    </SecurityFormPage>
  );
}
