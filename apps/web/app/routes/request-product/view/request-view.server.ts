import { requestOwnerFormSchema } from '@store/contracts/product-requests';
import type { AppLoadContext } from 'react-router';
import { ApiError, namesNothing } from '../../../lib/api/client.server.ts';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { redirectKeepingQuery } from '../../../lib/redirect-target.ts';

/*
 * `/request-product/:slug`: the requester's page of one request, its answers side by side, to
 * accept one or withdraw the request. Its owner reaches it signed in; a guest with the key of
 * the link they were sent (`?key=`), which every form of the page keeps.
 */

export async function loadRequestView(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (!slug) throw redirectKeepingQuery(request, '/404');
  const url = new URL(request.url);
  const key = url.searchParams.get('key');
  try {
    const view = await context.api.ownProductRequest(slug, key);
    const done = url.searchParams.get('done');
    return {
      request: view,
      posted: url.searchParams.has('posted'),
      pictureFailed: url.searchParams.get('picture') === 'failed',
      done: done === 'accept' || done === 'close' ? done : null,
      guestLink: key ? `${url.pathname}?${new URLSearchParams({ key })}` : null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      // Someone else's: a visitor who is not signed in may be its owner, once signed in.
      if (!context.token && !key) {
        context.rememberPage(url.pathname);
        throw redirectKeepingQuery(request, '/account/login');
      }
      throw redirectKeepingQuery(request, '/accessdenied');
    }
    if (namesNothing(error)) throw redirectKeepingQuery(request, '/404');
    throw error;
  }
}

/** Accept one answer, or withdraw the request; then the page again (the key kept). */
export async function requestViewAction(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (!slug) throw redirectKeepingQuery(request, '/404');
  const url = new URL(request.url);
  const key = url.searchParams.get('key');
  const submission = readForm(await request.formData(), requestOwnerFormSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    const value = submission.value;
    if (value.intent === 'accept') await context.api.acceptRequestAnswer(slug, key, value.answerId);
    else await context.api.closeProductRequest(slug, key);
  } catch (error) {
    return failedForm(submission, error);
  }
  const params = new URLSearchParams(key ? { key } : {});
  params.set('done', submission.value.intent);
  return redirectKeepingQuery(request, `${url.pathname}?${params}`);
}
