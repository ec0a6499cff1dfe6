import { subOrderStatuses } from '@store/contracts/order-rules';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { type PlanUse, PlanUsage, planUseOf } from '../../../components/plan-usage.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { errorKey, replyErrorKey } from '../../../lib/form-reply.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { SubOrderCard } from './sub-order-card.tsx';
import { changeSubOrderStatus, loadSubOrders } from './vendor-orders.server.ts';
import { VendorProducts } from './vendor-products.tsx';
import { loadShopStats, loadVendorProducts, quickEditProduct } from './vendor-products.server.ts';
import { ShopStatsPanel } from './shop-stats.tsx';

export const handle: RouteHandle = { titleKey: 'pages.vendor.title', robots: 'noindex' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context, pageRules.seller);
  const [orders, products, stats, subscription] = await Promise.all([
    loadSubOrders(request, context),
    loadVendorProducts(context),
    loadShopStats(context),
    context.api.activeSubscription().catch(() => null),
  ]);
  const planUse = planUseOf(subscription);
  return { ...orders, products, stats, planUse, shopSlug: user.slug, withdrawn: new URL(request.url).searchParams.has('withdrawn') };
}

/** The shop at a glance: its plan and publications used, its public page and where its profile is edited. */
function ShopCard({ planUse, shopSlug }: { planUse: PlanUse | null; shopSlug: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      {planUse ? <PlanUsage usage={planUse} /> : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <p className="font-semibold">{t('vendorProducts.shop.title')}</p>
        <ul className="mt-2 space-y-2">
          <li>
            <Link to={`/seller/${shopSlug}`} className="font-semibold text-brand-700 underline">
              {t('vendorProducts.shop.publicPage')}
            </Link>
          </li>
          <li>
            <Link to="/account/settings" className="font-semibold text-brand-700 underline">
              {t('vendorProducts.shop.profile')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** A parcel moved on (ship, deliver, cancel), or a product's price and stock changed in place. */
export async function action({ request, context }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.seller);
  const form = await request.formData();
  return form.get('intent') === 'quick-edit' ? quickEditProduct(form, context) : changeSubOrderStatus(form, context);
}

/** A refused move (409) means the list is stale: read it again either way. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult ? true : defaultShouldRevalidate;
}

function StatusFilter({ status }: { status: string | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
      <label className="text-sm font-medium">
        {t('vendorOrders.filter')}
        <select name="status" defaultValue={status ?? ''} className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base">
          <option value="">{t('vendorOrders.allStatuses')}</option>
          {subOrderStatuses.map((option) => (
            <option key={option} value={option}>
              {t(`orderStatus.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="min-h-11 rounded-md border border-slate-300 bg-white px-4 font-semibold hover:bg-slate-100">
        {t('vendorOrders.apply')}
      </button>
    </Form>
  );
}

/** My shop (spec §2): the shop's orders to ship, deliver or cancel, newest first. */
export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const { items, total, page, size, status, error, products, stats, planUse, shopSlug, withdrawn } = loaderData;
  const productAnswer = actionData && 'productSlug' in actionData ? actionData : undefined;
  return (
    <PageShell name="vendor">
      <ShopCard planUse={planUse} shopSlug={shopSlug} />
      <ShopStatsPanel stats={stats.stats} error={stats.error} />
      <VendorProducts products={products} withdrawn={withdrawn} answer={productAnswer} />
      <section aria-labelledby="vendor-orders-title" className="mt-8">
        <h2 id="vendor-orders-title" className="text-xl font-bold">
          {t('vendorOrders.title')}
        </h2>
        <StatusFilter status={status} />
        {error ? (
          <div className="mt-4">
            <FormMessage tone="error">{tDynamic(errorKey(error))}</FormMessage>
          </div>
        ) : null}
        {items.length === 0 && !error ? <p className="mt-4 text-slate-600">{t(status ? 'vendorOrders.noneWithStatus' : 'vendorOrders.none')}</p> : null}
        <div className="mt-4 space-y-4">
          {items.map((subOrder) => {
            const answer = actionData && 'subOrderId' in actionData && actionData.subOrderId === subOrder.id ? actionData : undefined;
            return <SubOrderCard key={subOrder.id} subOrder={subOrder} updatedTo={answer && 'ok' in answer ? answer.status : undefined} error={replyErrorKey(answer)} />;
          })}
        </div>
        <Pagination page={page} size={size} total={total} hrefFor={(p) => `/account/vendor?${new URLSearchParams({ ...(status ? { status } : {}), page: String(p) })}`} />
      </section>
    </PageShell>
  );
}
