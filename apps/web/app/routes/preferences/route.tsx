import { parseCurrency, parseLanguage } from '@store/contracts/locale';
import { redirect } from 'react-router';
import { preferenceCookies } from '../../lib/preferences.server.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { Route } from './+types/route';

/**
 * Remembers the language and currency chosen in the header dropdown or the footer modal,
 * then returns to the page (works without JavaScript too). Unsupported values are ignored.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const cookies = await preferenceCookies(parseLanguage(form.get('lang')), parseCurrency(form.get('currency')));
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  throw redirect(safeRedirect(form.get('redirectTo')), { headers });
}

export function loader() {
  throw redirect('/');
}
