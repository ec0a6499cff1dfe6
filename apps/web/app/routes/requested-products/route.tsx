import { formatMoney } from '@store/contracts/money';
import type { SellerProductRequest } from '@store/contracts/product-requests';
import { Link } from 'react-router';
import { Pagination } from '../../components/pagination.tsx';
import { RequestStateBadge, RequestSummary } from '../../components/request-summary.tsx';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { errorKey } from '../../lib/form-reply.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { useRootData } from '../../root.tsx';
import type { Route } from './+types/route';
import { AnswerForm } from './answer-form.tsx';
import { answerAction, loadRequestedProducts } from './requested-products.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.requestedProducts.title', robots: 'noindex' };

export const loader = ({ request, context }: Route.LoaderArgs) => loadRequestedProducts(request, context);

export const action = ({ request, context }: Route.ActionArgs) => answerAction(request, context);

/** The seller's own answer to a request, as the requester will see it. */
function MyAnswer({ request }: { request: SellerProductRequest }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const mine = request.myAnswer;
  if (!mine) return null;
  return (
    <p className="mt-2 text-sm text-slate-800">
      {t('requests.seller.yourAnswer')} <strong>{formatMoney({ amount: mine.price, currency: mine.currency }, language)}</strong>
      {mine.product ? ` · ${mine.product.name}` : ''}
      {mine.accepted ? <strong className="ml-2 text-green-800">{t('requests.seller.accepted')}</strong> : null}
    </p>
  );
}

/** A request the seller answered: its state, their answer, and the requester's contact once theirs was accepted. */
function AnsweredRequest({ request }: { request: SellerProductRequest }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words">{request.title}</span>
        <RequestStateBadge request={request} />
      </p>
      <MyAnswer request={request} />
      {request.contact ? (
        <div className="mt-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950">
          <p className="font-semibold">{t('requests.seller.contact')}</p>
          <p>{request.contact.fullname}</p>
          {request.contact.phoneNumber ? (
            <a href={`tel:${request.contact.phoneNumber.replace(/\s/g, '')}`} className="font-semibold underline">
              {request.contact.phoneNumber}
            </a>
          ) : null}
          {request.contact.email ? (
            <p>
              <a href={`mailto:${request.contact.email}`} className="underline">
                {request.contact.email}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** My requests (sellers, spec §2): what buyers look for in my categories and cities, and my answers. */
export default function RequestedProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const { open, page, size, answered, products, answeredSlug } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.requestedProducts.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('pages.requestedProducts.intro')}</p>
      {answeredSlug ? (
        <div className="mt-4">
          <FormMessage tone="success">{t('requests.seller.sent')}</FormMessage>
        </div>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="open-requests-title" className="min-w-0">
          <h2 id="open-requests-title" className="text-xl font-bold">
            {t('requests.seller.open', { count: open.total })}
          </h2>
          {open.error ? <FormMessage tone="error">{tDynamic(errorKey(open.error))}</FormMessage> : null}
          {open.items.length === 0 && !open.error ? <p className="mt-2 text-slate-600">{t('requests.seller.none')}</p> : null}
          {products.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              {t('requests.seller.noProducts')}{' '}
              <Link to="/add-product" className="font-semibold text-brand-700 underline">
                {t('requests.seller.publish')}
              </Link>
            </p>
          ) : null}
          <ul className="mt-4 space-y-4">
            {open.items.map((request) => (
              <li key={request.slug} id={`request-${request.slug}`} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4">
                <RequestSummary request={request} headingLevel="h3">
                  <p className="mt-1 text-xs text-slate-600">{t('requests.seller.answers', { count: request.answers })}</p>
                  <MyAnswer request={request} />
                </RequestSummary>
                <AnswerForm request={request} products={products} lastResult={actionData && 'slug' in actionData && actionData.slug === request.slug ? actionData : undefined} />
              </li>
            ))}
          </ul>
          <Pagination hrefFor={(target) => `/requested-products?page=${target}`} page={page} size={size} total={open.total} />
        </section>
        <section aria-labelledby="answered-title">
          <h2 id="answered-title" className="text-xl font-bold">
            {t('requests.seller.answered')}
          </h2>
          {answered.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('requests.seller.noneAnswered')}</p> : null}
          <ul className="mt-3 space-y-3">
            {answered.map((request) => (
              <AnsweredRequest key={request.slug} request={request} />
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
