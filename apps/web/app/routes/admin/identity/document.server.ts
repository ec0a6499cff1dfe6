import type { AppLoadContext } from 'react-router';

/**
 * The bytes of an identity document, fetched with the reviewer's own token (the API checks the
 * role again). Answered as private and never stored by any cache.
 */
export async function identityDocumentResponse(request: Request, context: AppLoadContext, id: number): Promise<Response> {
  const token = context.token;
  const url = new URL(`/store/api/v1/admin/identity-verifications/${id}/document`, new URL(request.url).origin);
  const upstream = await context.apiFetch(url.toString(), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!upstream.ok) return new Response(null, { status: upstream.status === 404 ? 404 : 403, headers: { 'cache-control': 'no-store' } });
  return new Response(await upstream.arrayBuffer(), {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
