import { data, Link } from 'react-router';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { SectionHeading } from '../section-heading.tsx';
import { ContentStatusBadge } from './content-status.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.content.title', robots: 'noindex,nofollow' };

/** Every content item with each language's status (issue #15 item 5, decision 79). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  return data({ items: await context.api.adminContent() }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="content-title" className="space-y-4">
      <SectionHeading id="content-title" title={t('admin.content.title')}>
        {t('admin.content.intro')}
      </SectionHeading>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {loaderData.items.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <Link to={`/admin/content/${item.key}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t(`admin.content.keys.${item.key}`)}
            </Link>
            <span className="flex flex-wrap gap-3 text-sm">
              <span className="inline-flex items-center gap-1">
                FR <ContentStatusBadge status={item.fr} language="fr" />
              </span>
              <span className="inline-flex items-center gap-1">
                EN <ContentStatusBadge status={item.en} language="en" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
