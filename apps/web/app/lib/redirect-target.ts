import { redirect } from 'react-router';

/**
 * Parameters of the request being left, never carried where it is sent: a form's, PayPal's
 * return, and the one-time notices a page shows after an action (`saved`, `placed`...).
 */
const leftBehind = new Set(['index', '_routes', 'redirectTo', 'token', 'PayerID', 'paymentId', 'saved', 'withdrawn', 'paid', 'placed', 'reason', 'cancelled', 'empty', 'key', 'done']);

/**
 * Where a redirect goes, with the query of the page it leaves carried over (`lang`,
 * `currency`, the search...): `/cart?lang=en` lands on `/cart/view?lang=en`, in English. The
 * target's own parameters win; a parameter it names is not carried, all its values dropped.
 */
export function redirectTarget(from: URL, target: string): string {
  const url = new URL(target, from);
  const own = new Set(url.searchParams.keys());
  for (const [key, value] of from.searchParams) {
    if (!own.has(key) && !leftBehind.has(key)) url.searchParams.append(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A redirect from `request` to `target` (a path of this store) that keeps the query, see `redirectTarget`. */
export function redirectKeepingQuery(request: Request | URL, target: string, init?: number | ResponseInit): Response {
  return redirect(redirectTarget(request instanceof URL ? request : new URL(request.url), target), init);
}
