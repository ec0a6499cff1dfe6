import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { NavLink, Outlet } from 'react-router';
import { guardPage, pageRules } from '../../lib/guards.server.ts';
import { adminWords } from '../../lib/i18n/dictionaries.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { sectionsFor } from './admin-sections.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'pages.admin.title', robots: 'noindex,nofollow' };

/**
 * The administration area (ROLE_ADMIN or ROLE_MANAGER): a heading, its sections, the section's
 * page. Its words (`admin.*`) come with it, not in the store's translation file (decision 89).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context, pageRules.administrator);
  return { administrator: user.authorities.includes('ROLE_ADMIN'), words: adminWords(context.language) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.admin.title')}</h1>
      <nav aria-label={t('admin.nav.label')} className="mt-4 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {sectionsFor(loaderData.administrator).map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`
                }
              >
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
