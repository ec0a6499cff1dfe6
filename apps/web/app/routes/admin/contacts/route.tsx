import { contactStatuses, contactTopicOf } from '@store/contracts/contact-topics';
import { contactQuerySchema } from '@store/contracts/profile';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.contacts.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 20;

/** Contact messages: open ones of priority support first, then newest first; searched and filtered by status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const read = (name: string) => url.searchParams.get(name) || undefined;
  const parsed = contactQuerySchema.safeParse({ query: read('query'), status: read('status'), page: read('page'), size: PAGE_SIZE });
  const query = parsed.success ? parsed.data : contactQuerySchema.parse({ size: PAGE_SIZE });
  const { items, total } = await context.api.contacts(query);
  return data({ items, total, query }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { t, tDynamic, language } = useTranslation();
  const { items, total, query } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (query.query) params.set('query', query.query);
    if (query.status) params.set('status', query.status);
    if (page > 0) params.set('page', String(page));
    const search = params.toString();
    return `/admin/contacts${search ? `?${search}` : ''}`;
  };
  return (
    <section aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="text-xl font-bold">
        {t('admin.contacts.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.contacts.intro')}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="contacts-query" className="block text-sm font-medium">
            {t('admin.contacts.query')}
          </label>
          <input id="contacts-query" name="query" type="search" maxLength={100} defaultValue={query.query ?? ''} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="contacts-status" className="block text-sm font-medium">
            {t('admin.contacts.status')}
          </label>
          <select id="contacts-status" name="status" defaultValue={query.status ?? ''} className={inputClasses}>
            <option value="">{t('admin.contacts.anyStatus')}</option>
            {contactStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin.contacts.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
          {t('admin.contacts.filter')}
        </button>
        {query.query || query.status ? (
          <Link to="/admin/contacts" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.contacts.clear')}
          </Link>
        ) : null}
      </Form>
      <p role="status" className="mt-4 text-sm text-slate-600">
        {t('admin.contacts.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('admin.contacts.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((contact) => (
            <li key={contact.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <Link to={`/admin/contacts/${contact.id}`} className="font-semibold text-brand-700 hover:underline">
                  {contact.fullname}
                </Link>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{t(`admin.contacts.statuses.${contact.status}`)}</span>
                {contact.priority ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('admin.contacts.priority')}</span> : null}
                <span className="text-sm text-slate-600">{tDynamic(`contact.topics.${contactTopicOf(contact.reason) ?? ''}`, { defaultValue: String(contact.reason) })}</span>
                <span className="text-sm text-slate-500">{date(contact.createdDate)}</span>
              </div>
              <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">{contact.message}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
