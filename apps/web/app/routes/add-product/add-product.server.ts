import { toMinorUnits } from '@store/contracts/money';
import { listingCheckResults, listingDraft, listingScore } from '@store/contracts/product-rules';
import { isProblemCode, problemStatus } from '@store/contracts/problems';
import { chosenPictureSchema } from '@store/contracts/profile';
import { productFormSchema } from '@store/contracts/seller-products';
import { planUseOf } from '../../components/plan-usage.tsx';
import { type AppLoadContext, data } from 'react-router';
import { z } from 'zod';
import { ApiError, namesNothing } from '../../lib/api/client.server.ts';
import { failedForm, invalidForm, readForm, refuseForm } from '../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../lib/guards.server.ts';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

/*
 * The publishing page (/add-product, also for editing with ?slug=): the sub-category first
 * (its specifications make the form), then the listing, then its pictures. Every step is a
 * form that works without JavaScript; with it, pictures are resized in the browser and sent
 * one by one with a progress bar (picture route).
 */

/** The seller's product named by `?slug=`, or null; another seller's or an unknown one goes back to My shop. */
async function productOfPage(request: Request, context: AppLoadContext, slug: string | null) {
  if (!slug) return null;
  try {
    return await context.api.ownProduct(slug);
  } catch (error) {
    if (namesNothing(error) || (error instanceof ApiError && error.status === 403)) throw redirectKeepingQuery(request, '/account/vendor');
    throw error;
  }
}

export async function loadAddProduct(request: Request, context: AppLoadContext) {
  const user = await guardPage(request, context, pageRules.seller);
  const url = new URL(request.url);
  const product = await productOfPage(request, context, url.searchParams.get('slug'));
  const chosen = Number(url.searchParams.get('subCategory'));
  const subCategoryId = product?.subCategoryId ?? (Number.isInteger(chosen) && chosen > 0 ? chosen : null);
  const [categories, specifications, profile, subscription] = await Promise.all([
    context.api.categories(),
    subCategoryId ? context.api.specifications(subCategoryId).catch((error: unknown) => (namesNothing(error) ? null : Promise.reject(error))) : Promise.resolve([]),
    context.api.accountProfile().catch(() => null),
    context.api.activeSubscription().catch(() => null),
  ]);
  // An unknown sub-category in the address: choose again.
  if (specifications === null) throw redirectKeepingQuery(request, '/add-product');
  const draft = product ? listingDraft(product, product.defaultCurrencyPrice, product.images.length, specifications, (code) => (product.specificationValues[code] ?? '') !== '') : null;
  return {
    categories: categories.map((category) => ({ id: category.id, name: category.name, subCategories: category.subCategories.map((sub) => ({ id: sub.id, name: sub.name })) })),
    subCategoryId,
    specifications,
    product,
    defaults: { currency: user.currency, location: profile?.city ?? '' },
    checks: draft ? listingCheckResults(draft) : null,
    score: draft ? listingScore(draft) : null,
    saved: url.searchParams.get('saved'),
    planUse: planUseOf(subscription),
  };
}

const pictureIdSchema = z.object({ id: z.number().int().positive() });
const moveSchema = pictureIdSchema.extend({ to: z.enum(['first', 'earlier', 'later']) });
/** Dragged into a new order (with JavaScript): every picture id, the cover first. */
const orderSchema = z.object({ imageIds: z.array(z.number().int().positive()).min(1) });

/** The picture ids of a product with one moved: to the front (the cover), or one place. */
export function movedPictures(ids: readonly number[], id: number, to: 'first' | 'earlier' | 'later'): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const target = to === 'first' ? 0 : Math.max(0, Math.min(rest.length, from + (to === 'earlier' ? -1 : 1)));
  return [...rest.slice(0, target), id, ...rest.slice(target)];
}

const back = (request: Request, slug: string, saved?: string) => redirectKeepingQuery(request, `/add-product?${new URLSearchParams({ slug, ...(saved ? { saved } : {}) })}`);

/** Saves the listing: a draft, or published when the checklist allows (a new listing gets its pictures first). */
async function saveListing(request: Request, context: AppLoadContext, form: FormData, slug: string | null, publish: boolean) {
  const submission = readForm(form, productFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { extra: { form: 'listing' as const } });
  const { price, ...fields } = submission.value;
  const body = { ...fields, price: toMinorUnits(price, fields.currency) };
  try {
    if (!slug) {
      const created = await context.api.createProduct({ ...body, published: false });
      return back(request, created.slug, publish ? 'needs-picture' : 'draft');
    }
    const updated = await context.api.updateProduct({ ...body, slug, published: publish });
    return back(request, updated.slug, updated.published ? (updated.live ? 'published' : 'pending') : 'draft');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return context.signInAgain();
    return failedForm(submission, error, { extra: { form: 'listing' as const } });
  }
}

const pictureForm = { extra: { form: 'pictures' as const } };

/** One picture form: read with its schema, run against the API, then back to the page (or its errors). */
async function pictureStep<Schema extends z.ZodType>(request: Request, form: FormData, schema: Schema, slug: string, run: (value: z.output<Schema>) => Promise<unknown>) {
  const submission = readForm(form, schema);
  if (submission.status !== 'success') return invalidForm(submission, pictureForm);
  try {
    await run(submission.value);
    return back(request, slug);
  } catch (error) {
    return failedForm(submission, error, pictureForm);
  }
}

const fileSchema = z.object({ file: chosenPictureSchema });

/** The picture forms (also without JavaScript): add one, remove one, move one, or a new order. */
function pictureAction(request: Request, context: AppLoadContext, form: FormData, slug: string, intent: string) {
  const { api } = context;
  switch (intent) {
    case 'add-picture':
      return pictureStep(request, form, fileSchema, slug, ({ file }) => api.addProductPicture(slug, file, file.name || 'picture'));
    case 'remove-picture':
      return pictureStep(request, form, pictureIdSchema, slug, ({ id }) => api.deleteProductPicture(id));
    case 'order-pictures':
      return pictureStep(request, form, orderSchema, slug, ({ imageIds }) => api.orderProductPictures(slug, imageIds));
    default:
      return pictureStep(request, form, moveSchema, slug, async ({ id, to }) => {
        const product = await api.ownProduct(slug);
        await api.orderProductPictures(slug, movedPictures(product.images.map((image) => image.id), id, to));
      });
  }
}

export async function addProductAction(request: Request, context: AppLoadContext) {
  await guardPage(request, context, pageRules.seller);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const slug = new URL(request.url).searchParams.get('slug');
  if (intent === 'draft' || intent === 'publish') return saveListing(request, context, form, slug, intent === 'publish');
  if (slug && intent === 'withdraw') {
    await context.api.withdrawProduct(slug);
    return redirectKeepingQuery(request, '/account/vendor?withdrawn=1');
  }
  if (slug && (intent === 'promote' || intent === 'stop-promotion')) {
    const submission = readForm(form, z.object({ intent: z.string() }));
    try {
      await (intent === 'promote' ? context.api.promoteProduct(slug) : context.api.stopPromotion(slug));
      return back(request, slug, intent === 'promote' ? 'promoted' : 'promotion-stopped');
    } catch (error) {
      return failedForm(submission, error, { extra: { form: 'promotion' as const } });
    }
  }
  if (slug && ['add-picture', 'remove-picture', 'move-picture', 'order-pictures'].includes(intent)) return pictureAction(request, context, form, slug, intent);
  return refuseForm(readForm(form, z.object({})), { code: 'request/invalid' }, { extra: { form: 'listing' as const } });
}

/**
 * The browser's upload of one resized picture (picture route): the product with its pictures,
 * or the problem's code for the page to translate.
 */
export async function uploadPicture(request: Request, context: AppLoadContext) {
  await guardPage(request, context, pageRules.seller);
  const submission = readForm(await request.formData(), fileSchema.extend({ slug: z.string().min(1) }));
  if (submission.status !== 'success') {
    const code = Object.values(submission.reply().error ?? {}).flatMap((errors) => errors ?? [])[0] ?? 'upload/missing-file';
    return data({ error: code }, { status: isProblemCode(code) ? problemStatus(code) : 400 });
  }
  const { slug, file } = submission.value;
  try {
    const product = await context.api.addProductPicture(slug, file, file.name || 'picture');
    return { images: product.images };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ApiError)) throw error;
    return data({ error: error.code }, { status: error.status });
  }
}
