import { Link } from 'react-router';
import { RequestStateBadge } from '../../components/request-summary.tsx';
import { SubCategoryStep } from '../../components/sub-category-step.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { RequestForm } from './request-form.tsx';
import { loadRequestProduct, requestProductAction } from './request-product.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.requestProduct.title', robots: 'index,follow' };

export const loader = ({ request, context }: Route.LoaderArgs) => loadRequestProduct(request, context);

export const action = ({ request, context }: Route.ActionArgs) => requestProductAction(request, context);

type MyRequests = Route.ComponentProps['loaderData']['mine'];

/** A signed-in requester's requests, each with how many answers it has. */
function MyRequests({ requests }: { requests: MyRequests }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="my-requests-title" className="mt-10 max-w-3xl">
      <h2 id="my-requests-title" className="text-xl font-bold">
        {t('requests.mine.title')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {requests.map((request) => (
          <li key={request.slug} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="min-w-0">
              <Link to={`/request-product/${encodeURIComponent(request.slug)}`} className="block font-semibold break-words text-brand-700 hover:underline">
                {request.title}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <RequestStateBadge request={request} />
                <span>{t('requests.mine.answers', { count: request.answers.length })}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Request a product (issue #12 item 3): the sub-category, then what is wanted; sellers answer. */
export default function RequestProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, chosen, specifications, signedIn, currency, mine } = loaderData;
  const subCategoryName = categories.flatMap((category) => category.subCategories).find((sub) => sub.id === chosen?.subCategoryId)?.name ?? '';
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.requestProduct.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('pages.requestProduct.intro')}</p>
      {chosen ? (
        <RequestForm chosen={chosen} subCategoryName={subCategoryName} specifications={specifications} signedIn={signedIn} currency={currency} lastResult={actionData} />
      ) : (
        <SubCategoryStep categories={categories} label={t('requests.form.chooseSubCategory')} />
      )}
      <MyRequests requests={mine} />
    </section>
  );
}
