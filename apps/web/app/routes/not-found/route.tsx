import { data } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'appErrors.notFoundTitle', robots: 'noindex' };

/** The page answers with a real 404 status so crawlers drop the address. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage status={404} titleKey="appErrors.notFoundTitle" messageKey="appErrors.http.404" tone="brand" />;
}
