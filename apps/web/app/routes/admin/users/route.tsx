import { adminUserQuerySchema } from '@store/contracts/admin';
import { userStatuses } from '@store/contracts/admin-rules';
import { accountTypes, authorities } from '@store/contracts/roles';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { FilterButtons, FilterInput, FilterSelect, listPageHref, MatchingRows } from '../list-filters.tsx';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.users.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 20;
const filterNames = ['query', 'role', 'accountType', 'status'] as const;

/** Accounts, newest first, searched and filtered from the address (a filter that makes no sense is dropped). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const read = (name: string) => url.searchParams.get(name) || undefined;
  const parsed = adminUserQuerySchema.safeParse({ query: read('query'), role: read('role'), accountType: read('accountType'), status: read('status'), page: read('page'), size: PAGE_SIZE });
  const query = parsed.success ? parsed.data : adminUserQuerySchema.parse({ size: PAGE_SIZE });
  const { items, total } = await context.api.adminUsers(query);
  return data({ items, total, query }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { items, total, query } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const filtered = filterNames.some((name) => query[name] !== undefined);
  const hrefFor = (page: number) => listPageHref('/admin/users', query, filterNames, page);
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title" className="text-xl font-bold">
        {t('admin.users.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.users.intro')}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <FilterInput id="users-query" name="query" label={t('admin.users.query')} value={query.query} className="min-w-0 flex-1 basis-56" />
        <FilterSelect id="users-role" name="role" label={t('admin.users.role')} any={t('admin.users.anyRole')} value={query.role} options={authorities.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) }))} />
        <FilterSelect id="users-type" name="accountType" label={t('admin.users.accountType')} any={t('admin.users.anyType')} value={query.accountType} options={accountTypes.map((type) => ({ value: type, label: t(`admin.users.types.${type}`) }))} />
        <FilterSelect id="users-status" name="status" label={t('admin.users.status')} any={t('admin.users.anyStatus')} value={query.status} options={userStatuses.map((status) => ({ value: status, label: t(`admin.users.statuses.${status}`) }))} />
        <FilterButtons filterLabel={t('admin.users.filter')} clearLabel={t('admin.users.clear')} clearTo="/admin/users" filtered={filtered} />
      </Form>
      <MatchingRows countText={t('admin.users.count', { count: total })} emptyText={t('admin.users.empty')} empty={items.length === 0}>
        {items.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
            <Link to={`/admin/users/${user.id}`} className="min-w-0 flex-1 basis-48 font-semibold text-brand-700 hover:underline">
              {user.login}
              <span className="block truncate text-sm font-normal text-slate-600">{`${user.firstname} ${user.lastname}`.trim() || user.shopName || '—'}</span>
            </Link>
            <span className="min-w-0 basis-56 truncate text-sm text-slate-700">{user.email ?? user.phoneNumber ?? '—'}</span>
            <span className="text-sm text-slate-700">{t(`admin.users.types.${user.accountType}`)}</span>
            <span className="text-sm">
              {user.authorities
                .filter((role) => role !== 'ROLE_USER')
                .map((role) => t(`admin.users.roles.${role}`))
                .join(', ')}
            </span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.status === 'ACTIVE' ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}>{t(`admin.users.statuses.${user.status}`)}</span>
            <span className="text-sm text-slate-500">{date(user.createdDate)}</span>
          </li>
        ))}
      </MatchingRows>
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
