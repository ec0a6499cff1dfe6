import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { productPageFormSchema } from '@store/contracts/cart-api';
import { namesNothing } from '../../lib/api/client.server.ts';
import { addToCart } from '../../lib/cart.server.ts';
import { failedForm, invalidForm, readForm } from '../../lib/forms.server.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { useSpecValueLabel } from '../../lib/use-spec-value.ts';
import { ProductGrid } from '../../components/product-card.tsx';
import type { Route } from './+types/route';
import { AddToCart } from './add-to-cart.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductSummaryPanel } from './product-summary-panel.tsx';
import { productMeta } from './product-meta.ts';
import { RevealPhone } from './reveal-phone.tsx';
import { SellerCard } from './seller-card.tsx';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';
import { SIMILAR_PRODUCTS } from '@store/contracts/vision';
import { VisuallySimilar } from './visually-similar.tsx';
import { cardProducts } from '../../lib/card-product.ts';

export const handle: RouteHandle = { ownTitle: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.slug) throw redirectKeepingQuery(request, '/404');
  try {
    const details = await context.api.productDetails(params.slug);
    context.productViewed({ productSlug: details.product.slug, sellerSlug: details.seller.slug });
    // Streamed after the page (never rejects: no section rather than a broken page). The same
    // for every visitor, so a cached page may keep it.
    const visuallySimilar = context.api.visuallySimilar(details.product.slug, SIMILAR_PRODUCTS).catch(() => []);
    // Canonical, Open Graph and share URLs: the configured origin, never the request's Host.
    return { ...details, similar: cardProducts(details.similar), language: context.language, origin: context.publicOrigin, visuallySimilar };
  } catch (error) {
    // An unknown or withdrawn product is a real 404, shown at /404 (spec §2).
    if (namesNothing(error)) throw redirectKeepingQuery(request, '/404');
    throw error;
  }
}

/**
 * Two forms post here. `add`: put the product in the cart (the API caps the quantity at the
 * stock and 1000 and prices it). `reveal`: the seller's phone number, for signed-in users only
 * (a guest signs in and comes back); the API limits and logs every reveal.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const submission = readForm(await request.formData(), productPageFormSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  const slug = params.slug ?? '';
  if (submission.value.intent === 'add') {
    const { quantity } = submission.value;
    try {
      const validated = await addToCart(context, { productSlug: slug, quantity });
      const capped = validated.changes.find((change) => change.productSlug === slug && change.kind === 'quantity-capped');
      return { added: true as const, capped: capped?.quantity ?? null };
    } catch (error) {
      return failedForm(submission, error);
    }
  }
  if (!context.token) {
    context.rememberPage(new URL(request.url).pathname);
    throw redirectKeepingQuery(request, '/account/login');
  }
  try {
    return { phone: await context.api.revealPhoneNumber(slug) };
  } catch (error) {
    return failedForm(submission, error);
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? productMeta(data) : []);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, seller, similar } = loaderData;
  const specValue = useSpecValueLabel();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-slate-600">
        <a href={`/search-product?q=${encodeURIComponent(product.subCategory.name)}`} className="hover:underline">
          {product.subCategory.name}
        </a>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="space-y-6">
          <ProductSummaryPanel product={product} url={`${loaderData.origin}/product/${product.slug}`} />
          <AddToCart stock={product.quantity} />
          <SellerCard seller={seller} />
          <RevealPhone />
        </div>
      </div>

      <section className="mt-10 grid gap-8 lg:grid-cols-2" aria-label={t('product.details')}>
        <div>
          <h2 className="text-lg font-bold">{t('product.description')}</h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{product.description}</p>
        </div>
        {product.specificationValues.length > 0 ? (
          <div>
            <h2 className="text-lg font-bold">{t('product.specifications')}</h2>
            <dl className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {product.specificationValues.map((spec) => (
                <div key={spec.code} className="grid grid-cols-2 gap-4 px-4 py-2 text-sm">
                  <dt className="text-slate-600">{spec.name}</dt>
                  <dd className="font-medium">{specValue(spec.value, spec.unit)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </section>

      {similar.length > 0 ? (
        <section className="mt-10" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-lg font-bold">{t('product.similar')}</h2>
          <ProductGrid products={similar} />
        </section>
      ) : null}
      <VisuallySimilar slug={product.slug} matches={loaderData.visuallySimilar} />
    </div>
  );
}
