import { Form, Link } from 'react-router';
import { replyErrorKey } from '../../lib/form-reply.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { addProductAction, loadAddProduct } from './add-product.server.ts';
import { ListingChecklist } from './listing-checklist.tsx';
import { SubCategoryStep } from '../../components/sub-category-step.tsx';
import { ListingForm } from './listing-form.tsx';
import { PlanUsage } from '../../components/plan-usage.tsx';
import { PromotionBox } from './promotion-box.tsx';
import { PictureManager } from './picture-manager.tsx';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { ModerationNotice } from '../../components/moderation-notice.tsx';

export const handle: RouteHandle = { titleKey: 'pages.addProduct.title', robots: 'noindex' };

export const loader = ({ request, context }: Route.LoaderArgs) => loadAddProduct(request, context);

/** Saving the listing (draft or published), the pictures without JavaScript, withdrawing. */
export const action = ({ request, context }: Route.ActionArgs) => addProductAction(request, context);

const savedMessages = {
  draft: 'addProduct.saved.draft',
  published: 'addProduct.saved.published',
  pending: 'addProduct.saved.pending',
  'needs-picture': 'addProduct.saved.needsPicture',
  promoted: 'addProduct.saved.promoted',
  'promotion-stopped': 'addProduct.saved.promotionStopped',
} as const;

/** Publish or edit a product (issue #12): sub-category, listing, pictures, and the checklist of what it still lacks. */
export default function AddProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, subCategoryId, specifications, product, defaults, checks, score, saved, planUse } = loaderData;
  const subCategoryName = categories.flatMap((category) => category.subCategories).find((sub) => sub.id === subCategoryId)?.name ?? '';
  const savedKey = saved && saved in savedMessages ? savedMessages[saved as keyof typeof savedMessages] : null;
  const name = product ? product.nameFr || product.nameEn : '';
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{product ? t('addProduct.editTitle', { name }) : t('pages.addProduct.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('pages.addProduct.intro')}</p>
      {savedKey ? (
        <div className="mt-4">
          <FormMessage tone="success">{t(savedKey)}</FormMessage>
        </div>
      ) : null}
      {product ? <ModerationNotice moderation={product.moderation} reason={product.moderationReason} className="mt-4" /> : null}
      {subCategoryId === null ? (
        <SubCategoryStep categories={categories} label={t('addProduct.chooseSubCategory')} />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <ListingForm
              key={product?.updatedDate ?? 'new'}
              subCategoryId={subCategoryId}
              subCategoryName={subCategoryName}
              specifications={specifications}
              product={product}
              defaults={defaults}
              lastResult={actionData?.form === 'listing' ? actionData : undefined}
            />
            {product ? (
              <PictureManager product={product} name={name} errorKey={actionData?.form === 'pictures' ? replyErrorKey(actionData) : undefined} />
            ) : (
              <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t('addProduct.picturesAfterSave')}</p>
            )}
          </div>
          <aside className="space-y-4">
            {checks && score !== null ? <ListingChecklist checks={checks} score={score} published={product?.published ?? false} /> : null}
            {planUse ? <PlanUsage usage={planUse} publishing={!product?.published} /> : null}
            {product?.live && planUse ? <PromotionBox promoted={product.promoted} plan={planUse.plan} errorKey={actionData?.form === 'promotion' ? replyErrorKey(actionData) : undefined} /> : null}
            {product ? (
              <>
                {product.live ? (
                  <Link to={`/product/${product.slug}`} className="block text-sm font-semibold text-brand-700 underline">
                    {t('addProduct.viewPage')}
                  </Link>
                ) : null}
                <details className="rounded-lg border border-red-200 bg-white p-4">
                  <summary className="cursor-pointer text-sm font-semibold text-red-800">{t('addProduct.withdraw')}</summary>
                  <p className="mt-2 text-sm text-slate-700">{t('addProduct.withdrawWarning')}</p>
                  <Form method="post" className="mt-3">
                    <button type="submit" name="intent" value="withdraw" className="min-h-11 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800">
                      {t('addProduct.withdrawConfirm')}
                    </button>
                  </Form>
                </details>
              </>
            ) : null}
          </aside>
        </div>
      )}
    </section>
  );
}
