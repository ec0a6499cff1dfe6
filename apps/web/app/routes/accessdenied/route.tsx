import { data } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'appErrors.accessDeniedTitle', robots: 'noindex' };

export function loader() {
  return data(null, { status: 403 });
}

export default function AccessDenied() {
  return <StatusPage status={403} titleKey="appErrors.accessDeniedTitle" messageKey="appErrors.http.403" tone="danger" />;
}
