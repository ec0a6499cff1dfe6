import { toMinorUnits } from '@store/contracts/money';
import { detectImageType } from '@store/contracts/picture-uploads';
import { productRequestFormSchema } from '@store/contracts/product-requests';
import type { AppLoadContext } from 'react-router';
import { namesNothing } from '../../lib/api/client.server.ts';
import { failedForm, invalidForm, readForm, refuseForm } from '../../lib/forms.server.ts';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

/*
 * `/request-product`: what a buyer, signed in or not, is looking for. The sub-category comes
 * first (a GET form: its specifications make the form), then the request itself, with an
 * optional photo; a guest also gives a name and a phone number. Works without JavaScript.
 */

export async function loadRequestProduct(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const chosen = Number(url.searchParams.get('subCategory'));
  const user = context.token ? await context.user() : null;
  const [categories, mine] = await Promise.all([context.api.categories(), user ? context.api.myProductRequests().catch(() => []) : Promise.resolve([])]);
  const category = Number.isInteger(chosen) && chosen > 0 ? categories.find((candidate) => candidate.subCategories.some((sub) => sub.id === chosen)) : undefined;
  const specifications = category ? await context.api.specifications(chosen).catch((error: unknown) => (namesNothing(error) ? [] : Promise.reject(error))) : [];
  return {
    categories: categories.map((item) => ({ id: item.id, name: item.name, subCategories: item.subCategories.map((sub) => ({ id: sub.id, name: sub.name })) })),
    chosen: category ? { categoryId: category.id, subCategoryId: chosen } : null,
    specifications,
    signedIn: user !== null,
    currency: context.currency,
    mine,
  };
}

/**
 * Posts the request, then its photo (whose bytes are checked first, so a file that is no picture
 * stores nothing), and shows the request's page: a guest's address carries its key.
 */
export async function requestProductAction(request: Request, context: AppLoadContext) {
  const submission = readForm(await request.formData(), productRequestFormSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  const { budget, file, ...fields } = submission.value;
  if (file && !detectImageType(new Uint8Array(await file.arrayBuffer()))) return refuseForm(submission, { field: 'file', code: 'upload/unsupported-type' });
  let created;
  try {
    created = await context.api.createProductRequest({ ...fields, ...(budget === undefined ? {} : { budget: toMinorUnits(budget, fields.currency) }) });
  } catch (error) {
    return failedForm(submission, error);
  }
  const params = new URLSearchParams({ posted: '1' });
  if (created.key) params.set('key', created.key);
  if (file) {
    // The request stands without its photo: the page says the photo was not kept.
    const saved = await context.api.productRequestPicture(created.slug, created.key, file, file.name || 'picture').then(
      () => true,
      (error: unknown) => (error instanceof Response ? Promise.reject(error) : false),
    );
    if (!saved) params.set('picture', 'failed');
  }
  // The form's step (`subCategory`) stays behind: the request's page is the address the guest keeps.
  const from = new URL(request.url);
  from.searchParams.delete('subCategory');
  return redirectKeepingQuery(from, `/request-product/${encodeURIComponent(created.slug)}?${params}`);
}
