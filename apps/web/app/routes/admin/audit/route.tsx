import { auditEntityTypes, auditOutcomes } from '@store/contracts/admin-rules';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormMessage, inputClasses } from '../../../components/ui/text-field.tsx';
import { guardPage } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { type AuditFilterName, auditSearch } from './audit-filters.ts';
import { readAuditFilters } from './audit-filters.server.ts';
import { AuditEntries } from './audit-entries.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.audit.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 25;

/** The audit log (administrators only), filtered from the address; a filter that makes no sense shows everything, and says so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, (user) => user.authorities.includes('ROLE_ADMIN'));
  const { query, valid } = readAuditFilters(new URL(request.url).searchParams, PAGE_SIZE);
  const { items, total } = await context.api.audit(query);
  return data({ items, total, query, valid }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, query, valid } = loaderData;
  const filters = auditSearch(query);
  const filtered = filters.length > 0;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(filters);
    if (page > 0) params.set('page', String(page));
    const search = params.toString();
    return `/admin/audit${search ? `?${search}` : ''}`;
  };
  const field = (name: AuditFilterName, label: string, input: React.ComponentProps<'input'>) => (
    <div className="min-w-0 basis-40">
      <label htmlFor={`audit-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input id={`audit-${name}`} name={name} defaultValue={query[name] === undefined ? '' : String(query[name])} className={inputClasses} {...input} />
    </div>
  );
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-xl font-bold">
        {t('admin.audit.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.audit.intro')}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        {field('actor', t('admin.audit.actor'), { type: 'search', maxLength: 100 })}
        <div className="min-w-0 basis-40">
          <label htmlFor="audit-entityType" className="block text-sm font-medium">
            {t('admin.audit.entityType')}
          </label>
          <select id="audit-entityType" name="entityType" defaultValue={query.entityType ?? ''} className={inputClasses}>
            <option value="">{t('admin.audit.anyEntity')}</option>
            {auditEntityTypes.map((type) => (
              <option key={type} value={type}>
                {t(`admin.audit.entities.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {field('entityId', t('admin.audit.entityId'), { maxLength: 100 })}
        {field('action', t('admin.audit.action'), { maxLength: 60, placeholder: 'contact.answer' })}
        <div className="min-w-0 basis-40">
          <label htmlFor="audit-outcome" className="block text-sm font-medium">
            {t('admin.audit.outcome')}
          </label>
          <select id="audit-outcome" name="outcome" defaultValue={query.outcome ?? ''} className={inputClasses}>
            <option value="">{t('admin.audit.anyOutcome')}</option>
            {auditOutcomes.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`admin.audit.outcomes.${outcome}`)}
              </option>
            ))}
          </select>
        </div>
        {field('from', t('admin.audit.from'), { type: 'date' })}
        {field('to', t('admin.audit.to'), { type: 'date' })}
        <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
          {t('admin.audit.filter')}
        </button>
        {filtered ? (
          <Link to="/admin/audit" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.audit.clear')}
          </Link>
        ) : null}
      </Form>
      {valid ? null : (
        <div className="mt-4">
          <FormMessage tone="error">{t('admin.audit.badFilter')}</FormMessage>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-600">
          {t('admin.audit.count', { count: total })}
        </p>
        <a href={`/admin/audit/export.csv${filtered ? `?${new URLSearchParams(filters)}` : ''}`} download className={buttonClasses('secondary', 'min-h-11')}>
          {t('admin.audit.download')}
        </a>
      </div>
      {items.length === 0 ? <p className="mt-4 text-slate-600">{t('admin.audit.empty')}</p> : <AuditEntries entries={items} />}
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
