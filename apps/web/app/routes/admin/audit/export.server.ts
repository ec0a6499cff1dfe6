import type { AppLoadContext } from 'react-router';
import { auditFilterNames } from './audit-filters.ts';

/**
 * The API's CSV of the audit log, fetched with the administrator's own token (the API checks
 * the role again) and the page's filters; passed on as a private download.
 */
export async function auditExportResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const page = new URL(request.url);
  const params = new URLSearchParams();
  for (const name of auditFilterNames) {
    const value = page.searchParams.get(name);
    if (value) params.set(name, value);
  }
  const url = new URL(`/store/api/v1/admin/audit/export.csv?${params}`, page.origin);
  const headers: Record<string, string> = {};
  if (context.token) headers.authorization = `Bearer ${context.token}`;
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const upstream = await context.apiFetch(url.toString(), { headers });
  if (!upstream.ok) {
    const problem = await upstream.text();
    return new Response(problem, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/problem+json', 'cache-control': 'no-store' } });
  }
  return new Response(await upstream.arrayBuffer(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': upstream.headers.get('content-disposition') ?? 'attachment; filename="audit.csv"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
