import { data } from 'react-router';
import { failureOf, signInAgainIfEnded } from '../../../../lib/forms.server.ts';
import type { RouteHandle } from '../../../../lib/route-handle.ts';
import { VerifyEmailResult } from '../security-email.tsx';
import { SecurityFormPage } from '../security-form-page.tsx';
import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../../../lib/redirect-target.ts';

export const handle: RouteHandle = { titleKey: 'security.email.title', robots: 'noindex' };

/** `POST account/verify/email/init`: a link to the account's address proves it (a button, no field). */
export async function action({ context }: Route.ActionArgs) {
  try {
    const sent = await context.api.verifyEmailInit();
    return { ok: true as const, at: Date.now(), sentTo: sent.sentTo };
  } catch (error) {
    signInAgainIfEnded(context, error);
    const { code, status } = failureOf(error);
    return data({ error: code }, { status });
  }
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirectKeepingQuery(request, '/account/settings');
}

/** Shown when the button was used without JavaScript. */
export default function VerifyEmailSent({ actionData }: Route.ComponentProps) {
  return (
    <SecurityFormPage titleKey="security.email.title">
      <VerifyEmailResult result={actionData} />
    </SecurityFormPage>
  );
}
