import { PageShell } from '../../../components/page-shell.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'pages.vendor.title', robots: 'noindex' };

export default function Page() {
  return <PageShell name="vendor" />;
}
