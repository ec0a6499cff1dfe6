import { updateRolesBodySchema } from '@store/contracts/admin';
import { currencyFromIso, formatMoney } from '@store/contracts/money';
import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage } from '../../../components/ui/text-field.tsx';
import { failedForm, failureOf, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { EntityHistory } from '../audit/audit-entries.tsx';
import { idOr404, orNotFound } from '../detail-page.server.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.users.title', robots: 'noindex,nofollow' };

const intentSchema = z.object({ intent: z.enum(['roles', 'deactivate', 'reactivate']) });

/** One account: who, its sessions, orders and shop; its history for administrators. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const administrator = viewer.authorities.includes('ROLE_ADMIN');
  const [user, history] = await orNotFound(Promise.all([context.api.adminUser(id), administrator ? context.api.entityTimeline('account', id, 10) : Promise.resolve(null)]));
  return data({ user, history: history?.items ?? null, administrator }, { headers: { 'cache-control': 'private, no-store' } });
}

/** Roles (the API lets only administrators), deactivation and reactivation. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const form = await request.formData();
  const intent = intentSchema.safeParse({ intent: form.get('intent') });
  if (!intent.success) throw new Response(null, { status: 400 });
  if (intent.data.intent === 'roles') {
    const submission = readForm(form, updateRolesBodySchema);
    if (submission.status !== 'success') return invalidForm(submission, { extra: { formName: 'roles' as const } });
    try {
      await context.api.changeRoles(id, submission.value.authorities);
      return { formName: 'roles' as const, ok: true as const };
    } catch (error) {
      return failedForm(submission, error, { extra: { formName: 'roles' as const } });
    }
  }
  const deactivate = intent.data.intent === 'deactivate';
  try {
    await context.api.setDeactivated(id, deactivate);
    return { formName: intent.data.intent, ok: true as const };
  } catch (error) {
    return data({ formName: intent.data.intent, failure: failureOf(error).code }, { status: failureOf(error).status });
  }
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic, language } = useTranslation();
  const { user, history, administrator } = loaderData;
  const rolesResult = actionData && 'formName' in actionData && actionData.formName === 'roles' ? actionData : undefined;
  const { formProps, formErrorKey } = useServerForm<{ authorities: string[] }>(rolesResult, { id: 'user-roles' });
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const done = actionData && 'ok' in actionData ? actionData.formName : undefined;
  const statusFailure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const seller = user.accountType === 'PROFESSIONAL';
  const canChangeStatus = user.status === 'ACTIVE' || user.status === 'DEACTIVATED';
  return (
    <section aria-labelledby="user-title" className="space-y-6">
      <p>
        <Link to="/admin/users" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t('admin.user.back')}
        </Link>
      </p>
      <div>
        <h2 id="user-title" className="text-xl font-bold break-all">
          {user.login}
        </h2>
        <p className="text-slate-600">{`${user.firstname} ${user.lastname}`.trim()}</p>
      </div>
      {done ? <FormMessage tone="success">{t(done === 'roles' ? 'admin.user.rolesSaved' : done === 'deactivate' ? 'admin.user.deactivated' : 'admin.user.reactivated')}</FormMessage> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-500">{t('admin.users.status')}</dt>
        <dd>
          {t(`admin.users.statuses.${user.status}`)}
          {user.deactivatedDate ? ` · ${t('admin.user.deactivatedOn', { date: date(user.deactivatedDate) })}` : ''} · {t('admin.user.sessions', { count: user.sessions })}
        </dd>
        <dt className="text-slate-500">{t('admin.users.accountType')}</dt>
        <dd>{t(`admin.users.types.${user.accountType}`)}</dd>
        <dt className="text-slate-500">{t('admin.users.contact')}</dt>
        <dd className="break-all">{[user.email, user.phoneNumber].filter(Boolean).join(' · ') || '—'}</dd>
        <dt className="text-slate-500">{t('admin.users.created')}</dt>
        <dd>{date(user.createdDate)}</dd>
      </dl>

      {canChangeStatus ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-600">{t('admin.user.deactivateHint')}</p>
          <FormError error={statusFailure ? `errors.${statusFailure}` : undefined} />
          <button type="submit" name="intent" value={user.status === 'ACTIVE' ? 'deactivate' : 'reactivate'} className={buttonClasses(user.status === 'ACTIVE' ? 'secondary' : 'primary', 'min-h-11')}>
            {t(user.status === 'ACTIVE' ? 'admin.user.deactivate' : 'admin.user.reactivate')}
          </button>
        </Form>
      ) : null}

      <section aria-labelledby="roles-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="roles-title" className="font-semibold">
          {t('admin.user.rolesTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{user.authorities.map((role) => t(`admin.users.roles.${role}`)).join(', ')}</p>
        <FormError error={formErrorKey} className="mt-2" />
        {administrator ? (
          <Form method="post" {...formProps} className="mt-3 space-y-2">
            <p className="text-sm text-slate-600">{t('admin.user.rolesHint')}</p>
            <input type="hidden" name="intent" value="roles" />
            <input type="hidden" name="authorities" value="ROLE_USER" />
            {seller ? <input type="hidden" name="authorities" value="ROLE_SELLER" /> : null}
            <fieldset className="flex flex-wrap gap-4">
              <legend className="sr-only">{t('admin.user.rolesTitle')}</legend>
              {(['ROLE_ADMIN', 'ROLE_MANAGER'] as const).map((role) => (
                <label key={role} className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="authorities" value={role} defaultChecked={user.authorities.includes(role)} className="size-5" />
                  {t(`admin.users.roles.${role}`)}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
              {t('admin.user.saveRoles')}
            </button>
          </Form>
        ) : (
          <p className="mt-2 text-sm font-medium text-slate-700">{t('admin.user.rolesAdminOnly')}</p>
        )}
      </section>

      <section aria-labelledby="orders-title">
        <h3 id="orders-title" className="font-semibold">
          {t('admin.user.orders')} <span className="font-normal text-slate-600">({t('admin.user.ordersCount', { count: user.orderCount })})</span>
        </h3>
        {user.orders.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('admin.user.noOrders')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {user.orders.map((order) => (
              <li key={order.number} className="flex flex-wrap gap-x-4 p-3">
                <Link to={`/admin/orders/${order.id}`} className="font-mono font-semibold text-brand-700 hover:underline">
                  {order.number}
                </Link>
                <span>{tDynamic(`payment.statuses.${order.status}`, { defaultValue: order.status })}</span>
                <span className="tabular-nums">{formatMoney({ amount: order.total, currency: currencyFromIso(order.currency) ?? 'CFA' }, language)}</span>
                <span className="text-slate-500">{date(order.createdDate)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {user.shop ? (
        <section aria-labelledby="shop-title" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <h3 id="shop-title" className="font-semibold">
            {t('admin.user.shop')}: {user.shop.name ?? user.login}
          </h3>
          <p className="mt-1">{t('admin.user.shopProducts', { products: user.shop.products, published: user.shop.published })}</p>
          <p>{t('admin.user.shopParcels', { count: user.shop.parcels })}</p>
          <Link to={`/seller/${user.shop.slug}`} className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
            {t('admin.user.shopPage')}
          </Link>
        </section>
      ) : null}

      {history ? <EntityHistory entityType="account" entityId={user.id} entries={history} title={t('admin.user.history')} linkLabel={t('admin.user.historyLink')} /> : null}
    </section>
  );
}
