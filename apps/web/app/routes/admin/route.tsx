import { PageShell } from '../../components/page-shell.tsx';
import { guardPage, pageRules } from '../../lib/guards.server.ts';
import type { Route } from './+types/route';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'pages.admin.title', robots: 'noindex,nofollow' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  return null;
}

export default function Page() {
  return <PageShell name="admin" />;
}
