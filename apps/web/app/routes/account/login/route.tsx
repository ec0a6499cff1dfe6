import { PageShell } from '../../../components/page-shell.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'pages.login.title', robots: 'noindex' };

export default function Page() {
  return <PageShell name="login" />;
}
