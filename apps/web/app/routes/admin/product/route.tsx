import { moderationBodySchema } from '@store/contracts/admin-products';
import { currencyFromIso, formatMoney } from '@store/contracts/money';
import { afterOperatorAction, MODERATION_REASON_MAX, MODERATION_REASON_MIN, moderationActions } from '@store/contracts/moderation-rules';
import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, TextAreaField } from '../../../components/ui/text-field.tsx';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { pictureAtWidth } from '../../../lib/picture-url.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { EntityHistory } from '../audit/audit-entries.tsx';
import { idOr404, orNotFound } from '../detail-page.server.ts';
import { ModerationBadge } from '../products/moderation-badge.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.products.title', robots: 'noindex,nofollow' };

const intentSchema = z.enum(moderationActions);

/** One listing whatever its state, and (administrators) its history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const administrator = viewer.authorities.includes('ROLE_ADMIN');
  const [product, history] = await orNotFound(Promise.all([context.api.adminProduct(id), administrator ? context.api.entityTimeline('product', id, 10) : Promise.resolve(null)]));
  return data({ product, history: history?.items ?? null }, { headers: { 'cache-control': 'private, no-store' } });
}

/** Unpublish, ask for changes or republish, with the reason the seller reads; the button pressed says which. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get('intent'));
  if (!intent.success) throw new Response(null, { status: 400 });
  const submission = readForm(form, moderationBodySchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    await context.api.moderateProduct(id, intent.data, submission.value.reason);
    return { ok: intent.data };
  } catch (error) {
    return failedForm(submission, error);
  }
}

const doneKeys = { unpublish: 'admin.product.done.unpublish', 'request-changes': 'admin.product.done.request-changes', republish: 'admin.product.done.republish' } as const;

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { product, history } = loaderData;
  const done = actionData && 'ok' in actionData ? actionData.ok : undefined;
  const { form, fields, formProps, formErrorKey } = useServerForm<{ reason: string }>(done ? undefined : actionData, { id: 'product-moderation' });
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const actions = product.withdrawn ? [] : moderationActions.filter((action) => 'state' in afterOperatorAction(product.moderation, action));
  return (
    <section aria-labelledby="product-title" className="space-y-6">
      <p>
        <Link to="/admin/products" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t('admin.product.back')}
        </Link>
      </p>
      <div className="flex flex-wrap items-start gap-4">
        {product.images[0] ? <img src={pictureAtWidth(product.images[0], 160)} alt="" className="size-20 shrink-0 rounded object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <h2 id="product-title" className="text-xl font-bold break-words">
            {product.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <ModerationBadge product={product} />
            {product.brand} · {product.categoryName}
          </p>
        </div>
      </div>
      {done ? <FormMessage tone="success">{t(doneKeys[done])}</FormMessage> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-500">{t('admin.product.seller')}</dt>
        <dd className="break-all">
          <Link to={`/admin/users/${product.sellerId}`} className="font-semibold text-brand-700 hover:underline">
            {product.shopName ?? product.sellerLogin}
          </Link>{' '}
          ({product.sellerLogin}){product.sellerVerified ? ` · ${t('admin.product.verified')}` : ''}
        </dd>
        <dt className="text-slate-500">{t('admin.product.price')}</dt>
        <dd className="tabular-nums">
          {formatMoney({ amount: product.price, currency: currencyFromIso(product.currency) ?? 'CFA' }, language)} · {t('admin.product.stock', { count: product.quantity })} · {product.location}
        </dd>
        <dt className="text-slate-500">{t('admin.products.created')}</dt>
        <dd>{date(product.createdDate)}</dd>
        {product.moderationReason ? (
          <>
            <dt className="text-slate-500">{t('admin.product.lastReason')}</dt>
            <dd className="break-words whitespace-pre-wrap">
              {product.moderationReason}
              {product.moderatedDate ? <span className="text-slate-500"> · {date(product.moderatedDate)}</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="flex flex-wrap gap-4 text-sm font-semibold">
        <Link to={`/product/${product.slug}`} className="text-brand-700 underline">
          {t('admin.products.storefront')}
        </Link>
        <Link to={`/seller/${product.sellerSlug}`} className="text-brand-700 underline">
          {t('admin.product.shopPage')}
        </Link>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {[
          ['fr', product.nameFr, product.descriptionFr],
          ['en', product.nameEn, product.descriptionEn],
        ].map(([lang, name, description]) => (
          <div key={lang} lang={lang} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold break-words">{name || '—'}</p>
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-700">{description || '—'}</p>
          </div>
        ))}
      </div>

      {actions.length > 0 ? (
        <Form method="post" {...formProps} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="font-semibold">{t('admin.product.moderate')}</h3>
          <FormError id={form.errorId} error={formErrorKey} />
          <TextAreaField label={t('admin.product.reason')} hint={t('admin.product.reasonHint')} field={fields.reason} rows={4} required minLength={MODERATION_REASON_MIN} maxLength={MODERATION_REASON_MAX} />
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <button key={action} type="submit" name="intent" value={action} className={buttonClasses(action === 'republish' ? 'primary' : 'secondary', 'min-h-11')}>
                {t(action === 'republish' && product.moderation === 'pending' ? 'admin.product.actions.approve' : `admin.product.actions.${action}`)}
              </button>
            ))}
          </div>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.product.withdrawnNote')}</p>
      )}

      {history ? <EntityHistory entityType="product" entityId={product.id} entries={history} title={t('admin.product.history')} linkLabel={t('admin.product.historyLink')} /> : null}
    </section>
  );
}
