import type { Language } from '@store/contracts/locale';
import type { AppLoadContext } from 'react-router';
import { createApiClient } from './api/client.ts';
import './load-context.ts';
import { sessionToken } from './session.server.ts';

/**
 * The API client for loaders and actions. Relative API paths get the request's origin
 * (spec §7); the server passes an in-process transport when the API runs in the same process.
 * The shopper's bearer token and address travel with every call, so the API sees the shopper,
 * not the page server.
 */
export async function serverApi(request: Request, context: AppLoadContext, language: Language, session?: { token: string }) {
  // An explicit empty token calls the API as a guest even when the request carries a session.
  const token = session ? session.token || undefined : await sessionToken(request);
  const forwardedFor = request.headers.get('x-forwarded-for');
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return createApiClient({
    fetch: (url, init) => context.apiFetch(url, { ...init, headers: { ...headers, ...init?.headers } }),
    baseUrl: new URL(request.url).origin,
    language,
    contentToken: context.contentToken,
  });
}
