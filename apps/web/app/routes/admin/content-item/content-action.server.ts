import { markdownContentKeySchema } from '@store/contracts/admin-content';
import { languageSchema } from '@store/contracts/locale-schemas';
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client.server.ts';
import { failureOf } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { contentIntents } from './content-intents.ts';

/*
 * The one action of a content item's page: each form posts an `intent` (save a draft, publish
 * it, restore a version) and the `locale` it is about. The API checks everything (safe markdown,
 * the draft shown is the one published, the administrator's role) and writes every attempt to
 * the audit log, so the page does not check the markdown first: its refusal comes back beside
 * the form that posted, with what was typed kept.
 */

const postSchema = z.object({
  intent: z.enum(contentIntents),
  locale: languageSchema,
  versionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function contentAction(request: Request, context: AppLoadContext, key: string) {
  await guardPage(request, context, pageRules.administrator);
  const parsedKey = markdownContentKeySchema.safeParse(key);
  if (!parsedKey.success) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const post = postSchema.safeParse({ intent: form.get('intent'), locale: form.get('locale'), versionId: form.get('versionId') ?? undefined });
  if (!post.success) throw new Response(null, { status: 400 });
  const { intent, locale, versionId = 0 } = post.data;
  const formKey = `${intent}:${locale}`;
  const values = { title: text(form, 'title'), markdown: text(form, 'markdown') };
  try {
    if (intent === 'save') await context.api.saveContentDraft(parsedKey.data, locale, values);
    else await context.api.changeContentVersion(parsedKey.data, locale, intent, versionId);
  } catch (error) {
    const failure = failureOf(error);
    const fields = error instanceof ApiError ? [...new Set(error.fieldErrors.map((issue) => issue.message))] : [];
    return data({ form: formKey, failure: failure.code, fields, values: intent === 'save' ? values : null }, { status: failure.status });
  }
  return { form: formKey, done: intent };
}
