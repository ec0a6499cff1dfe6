import { allowedValuesFromLines } from '@store/contracts/catalogue-rules';
import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client.server.ts';
import { failureOf } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { type CatalogueIntent, catalogueIntents as intents } from './catalogue-intents.ts';

/*
 * The one action of the catalogue pages: each form posts an `intent` (what to do), the `id` it
 * is about and its fields; the API checks everything (names, types, products using what is
 * deleted) and its refusal comes back beside the form that posted (`form`).
 */


const postSchema = z.object({ intent: z.enum(intents), id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const names = (form: FormData) => ({ nameFr: text(form, 'nameFr'), nameEn: text(form, 'nameEn') });
const entry = (form: FormData) => ({ ...names(form), ...(text(form, 'keyword').trim() ? { keyword: text(form, 'keyword') } : {}) });
const specification = (form: FormData) => ({
  ...names(form),
  unit: text(form, 'unit').trim() ? text(form, 'unit') : null,
  allowedValues: allowedValuesFromLines(text(form, 'allowedValues')),
  required: form.get('required') === 'on',
  filterable: form.get('filterable') === 'on',
});

/** The API call a form's post makes. */
function call(context: AppLoadContext, intent: CatalogueIntent, id: number, form: FormData) {
  const change = context.api.changeCatalogue;
  const [kind, verb] = intent.split('.') as ['category' | 'sub-category' | 'specification', string];
  const collection = { category: '/categories', 'sub-category': '/sub-categories', specification: '/specifications' }[kind];
  if (intent === 'category.create') return change('POST', '/categories', entry(form));
  if (intent === 'sub-category.create') return change('POST', `/categories/${id}/sub-categories`, entry(form));
  if (intent === 'specification.create') return change('POST', `/sub-categories/${id}/specifications`, { ...specification(form), type: text(form, 'type') });
  if (verb === 'delete') return change('DELETE', `${collection}/${id}`);
  if (verb === 'move') return change('POST', `${collection}/${id}/move`, { direction: text(form, 'direction') });
  return change('PUT', `${collection}/${id}`, kind === 'specification' ? specification(form) : entry(form));
}

/** Runs the form's change; after deleting the sub-category a page shows, goes back to the list. */
export async function catalogueAction(request: Request, context: AppLoadContext, shownSubCategory?: number) {
  await guardPage(request, context, pageRules.administrator);
  const form = await request.formData();
  const post = postSchema.safeParse({ intent: form.get('intent'), id: form.get('id') ?? undefined });
  if (!post.success) throw new Response(null, { status: 400 });
  const { intent, id = 0 } = post.data;
  const formKey = `${intent}:${id}`;
  try {
    await call(context, intent, id, form);
  } catch (error) {
    const failure = failureOf(error);
    const fields = error instanceof ApiError ? [...new Set(error.fieldErrors.map((issue) => issue.message))] : [];
    return data({ form: formKey, failure: failure.code, fields }, { status: failure.status });
  }
  if (intent === 'sub-category.delete' && id === shownSubCategory) throw redirect('/admin/catalogue?deleted=1');
  return { form: formKey, done: intent };
}
