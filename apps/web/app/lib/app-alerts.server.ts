import { createCookie } from 'react-router';
import { z } from 'zod';
import { ApiError } from './api/client.server.ts';
import { type AppAlert, MAX_ALERTS } from './app-alerts.ts';

/** Alerts waiting for the next page the shopper sees (after a redirect, or a form sent by script). */
export const alertCookie = createCookie('alert', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 120 });

const alertKey = z.string().regex(/^alerts\.[\w.-]{1,80}$/);
const alertSchema = z.union([
  z.object({ tone: z.literal('success'), key: alertKey, param: z.string().max(200).optional() }),
  z.object({ tone: z.literal('error'), code: z.string().regex(/^[\w.-]{1,40}\/[\w.-]{1,60}$/) }),
]);
const storedAlertsSchema = z.array(alertSchema).max(MAX_ALERTS).catch([]);

export async function readAlertCookie(cookieHeader: string | null): Promise<AppAlert[]> {
  if (!cookieHeader || !/(?:^|;\s*)alert=/.test(cookieHeader)) return [];
  return storedAlertsSchema.parse(await alertCookie.parse(cookieHeader));
}

/** The header of `headers` whose name ends in `suffix` (the spec's `...app-alert`, `...app-params`). */
function headerEndingIn(headers: Headers, suffix: string): string | undefined {
  for (const [name, value] of headers) if (name.endsWith(suffix)) return value;
  return undefined;
}

/** URL-decoded with plus signs as spaces (spec §7); undefined when it does not decode. */
function decodeParam(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The success alert an API answer asks for in its `...app-alert` / `...app-params` headers, if any. */
export function successAlertOf(headers: Headers): AppAlert | undefined {
  const key = headerEndingIn(headers, 'app-alert');
  if (!key || !alertKey.safeParse(key).success) return undefined;
  const raw = headerEndingIn(headers, 'app-params');
  const param = raw === undefined ? undefined : decodeParam(raw)?.slice(0, 200);
  return param === undefined ? { tone: 'success', key } : { tone: 'success', key, param };
}

/**
 * Whether a failed call becomes an error alert (unless the page shows it itself): only a change
 * the shopper asked for (a read that fails is the page's: a 404 page, an empty part, spec §8),
 * and never a 401 from the account's own calls, which stays quiet (spec §7/§8).
 */
export function alertsFailure(error: unknown, method: string, isAccountCall: boolean): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (method === 'GET' || method === 'HEAD') return false;
  return !(error.status === 401 && isAccountCall);
}

/** Errors a page showed to the shopper itself (a form's message): no alert repeats them. */
const shownByPage = new WeakSet<object>();
export const markShownByPage = (error: unknown) => {
  if (typeof error === 'object' && error !== null) shownByPage.add(error);
};
export const wasShownByPage = (error: object) => shownByPage.has(error);
