import { MarkdownPage } from '../../components/markdown-page.tsx';
import { loadContentPage } from '../../lib/content-page.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'pages.privacy.title' };

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentPage(request, context, 'privacy');

/** A preview says `no-store` (content-page.server.ts). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage title={loaderData.title} html={loaderData.html} />;
}
