import { preferencesFormSchema } from '@store/contracts/locale-schemas';
import { redirect } from 'react-router';
import { readForm } from '../../lib/forms.server.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { Route } from './+types/route';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

/**
 * Remembers the language and currency chosen in the header dropdown or the footer modal,
 * then returns to the page (works without JavaScript too). Unsupported values are ignored,
 * so the form is never refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), preferencesFormSchema);
  const chosen = submission.status === 'success' ? submission.value : {};
  context.rememberPreferences(chosen.lang, chosen.currency);
  throw redirect(safeRedirect(chosen.redirectTo));
}

export function loader({ request }: Route.LoaderArgs) {
  throw redirectKeepingQuery(request, '/');
}
