import type { Language } from '@store/contracts/locale';
import type { AppLoadContext } from 'react-router';
import { createApiClient } from './api/client.ts';
import './load-context.ts';

/**
 * The API client for loaders and actions. Relative API paths get the request's origin
 * (spec §7); the server passes an in-process transport when the API runs in the same process.
 */
export function serverApi(request: Request, context: AppLoadContext, language: Language) {
  return createApiClient({
    fetch: context.apiFetch,
    baseUrl: new URL(request.url).origin,
    language,
    contentToken: context.contentToken,
  });
}
