import { outboxQuerySchema } from '@store/contracts/account';
import { outboxChannels } from '@store/contracts/account-keys';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { data, Form, Link } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { OutboxList } from './outbox-list.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.outbox.title', robots: 'noindex,nofollow' };

const PAGE_SIZE = 20;

/**
 * Every mail and SMS the store wrote, newest first, filtered by recipient and channel. With no
 * SMTP or SMS provider configured this is where activation codes and reset links are read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context, pageRules.administrator);
  const url = new URL(request.url);
  const parsed = outboxQuerySchema.safeParse({
    page: url.searchParams.get('page') ?? undefined,
    size: PAGE_SIZE,
    recipient: url.searchParams.get('recipient') || undefined,
    channel: url.searchParams.get('channel') || undefined,
  });
  const query = parsed.success ? parsed.data : outboxQuerySchema.parse({ size: PAGE_SIZE });
  const { items, total } = await context.api.outbox(query);
  return data({ items, total, query }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, query } = loaderData;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (query.recipient) params.set('recipient', query.recipient);
    if (query.channel) params.set('channel', query.channel);
    if (page > 0) params.set('page', String(page));
    const search = params.toString();
    return `/admin/outbox${search ? `?${search}` : ''}`;
  };
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="text-xl font-bold">
        {t('admin.outbox.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.outbox.intro')}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="outbox-recipient" className="block text-sm font-medium">
            {t('admin.outbox.recipientFilter')}
          </label>
          <input id="outbox-recipient" name="recipient" type="search" defaultValue={query.recipient ?? ''} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="outbox-channel" className="block text-sm font-medium">
            {t('admin.outbox.channelFilter')}
          </label>
          <select id="outbox-channel" name="channel" defaultValue={query.channel ?? ''} className={inputClasses}>
            <option value="">{t('admin.outbox.allChannels')}</option>
            {outboxChannels.map((channel) => (
              <option key={channel} value={channel}>
                {t(`admin.outbox.channels.${channel}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
          {t('admin.outbox.filter')}
        </button>
        {query.recipient || query.channel ? (
          <Link to="/admin/outbox" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.outbox.clear')}
          </Link>
        ) : null}
      </Form>
      <p role="status" className="mt-4 text-sm text-slate-600">
        {t('admin.outbox.count', { count: total })}
      </p>
      <OutboxList items={items} />
      <Pagination hrefFor={hrefFor} page={query.page} size={query.size} total={total} />
    </section>
  );
}
