import { contentKeySchema } from '@store/contracts/admin-content';
import { isMarkdownContentKey } from '@store/contracts/content-admin-rules';
import { languageSchema } from '@store/contracts/locale-schemas';
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client.server.ts';
import { failureOf } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { forgetSharedRootData } from '../../../lib/root-data.server.ts';
import { bodyOf, postedRows } from './block-fields.ts';
import { contentIntents, UPLOAD_SLIDE_PICTURE } from './content-intents.ts';

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
  const parsedKey = contentKeySchema.safeParse(key);
  if (!parsedKey.success) throw new Response(null, { status: 404 });
  const form = await request.formData();
  if (form.get('intent') === UPLOAD_SLIDE_PICTURE && parsedKey.data === 'slides') return uploadSlidePicture(context, form);
  const post = postSchema.safeParse({ intent: form.get('intent'), locale: form.get('locale'), versionId: form.get('versionId') ?? undefined });
  if (!post.success) throw new Response(null, { status: 400 });
  const { intent, locale, versionId = 0 } = post.data;
  const formKey = `${intent}:${locale}`;
  const item = parsedKey.data;
  const values = { title: text(form, 'title'), markdown: text(form, 'markdown') };
  const body = isMarkdownContentKey(item) ? null : bodyOf(item, form);
  try {
    if (intent !== 'save') await context.api.changeContentVersion(item, locale, intent, versionId);
    else if (isMarkdownContentKey(item)) await context.api.saveContentDraft(item, locale, values);
    else await context.api.saveContentBlock(item, locale, body);
  } catch (error) {
    const failure = failureOf(error);
    const fields = error instanceof ApiError ? [...new Set(error.fieldErrors.map((issue) => issue.message))] : [];
    const kept = intent === 'save' && !isMarkdownContentKey(item) ? postedRows(item, form) : null;
    return data({ form: formKey, failure: failure.code, fields, values: intent === 'save' && isMarkdownContentKey(item) ? values : null, rows: kept }, { status: failure.status });
  }
  // Search keys, socials and the showcase are in every page's shared data: this process reads them afresh.
  if (intent === 'publish') forgetSharedRootData();
  return { form: formKey, done: intent };
}

/** The slides' upload form: the picture goes to the API as it came (it checks and re-encodes it). */
async function uploadSlidePicture(context: AppLoadContext, form: FormData) {
  const file = form.get('file');
  const reply = { form: UPLOAD_SLIDE_PICTURE, fields: [], values: null, rows: null };
  if (!(file instanceof Blob) || file.size === 0) return data({ ...reply, failure: 'upload/missing-file' }, { status: 400 });
  try {
    await context.api.addSlidePicture(file, file instanceof File && file.name ? file.name : 'slide');
  } catch (error) {
    const failure = failureOf(error);
    return data({ ...reply, failure: failure.code }, { status: failure.status });
  }
  return { form: UPLOAD_SLIDE_PICTURE, done: UPLOAD_SLIDE_PICTURE } as const;
}
