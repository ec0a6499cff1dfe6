import { parseCurrency, parseLanguage } from '@store/contracts/locale';
import { redirect } from 'react-router';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { Route } from './+types/route';

/**
 * Remembers the language and currency chosen in the header dropdown or the footer modal,
 * then returns to the page (works without JavaScript too). Unsupported values are ignored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  context.rememberPreferences(parseLanguage(form.get('lang')), parseCurrency(form.get('currency')));
  throw redirect(safeRedirect(form.get('redirectTo')));
}

export function loader() {
  throw redirect('/');
}
