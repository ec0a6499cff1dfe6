import type { ApiFetch } from './api/client.server.ts';
import { createRequestContext } from './request-context.server.ts';

/** The request context a page server would build for `request`, with a fake API (tests). */
export const testContext = (request: Request, apiFetch: ApiFetch) => createRequestContext(request, { apiFetch, contentToken: 'test', publicOrigin: 'http://localhost:3000' });
