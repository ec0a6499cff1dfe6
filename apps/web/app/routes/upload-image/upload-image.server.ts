import { isProblemCode, problemStatus } from '@store/contracts/problems';
import { chosenPictureSchema } from '@store/contracts/profile';
import { VISUAL_RESULTS_MAX } from '@store/contracts/vision';
import { type AppLoadContext, data } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client.server.ts';
import { markShownByPage } from '../../lib/app-alerts.server.ts';
import { errorKey } from '../../lib/form-reply.ts';
import { readForm } from '../../lib/forms.server.ts';
import { type PhotoSearchAnswer, problemCodeOf } from './photo-search-answer.ts';

/** The page's form without JavaScript: the photo as chosen (no crop), and a category to narrow to. */
const photoSearchFormSchema = z.object({ file: chosenPictureSchema, category: z.string().trim().max(80).optional() });

/** The top categories a search may be narrowed to; none when they cannot be read (the search still works). */
export async function categoryChoices(context: AppLoadContext) {
  const categories = await context.api.categories().catch(() => []);
  return categories.map(({ slug, name }) => ({ slug, name }));
}

/**
 * "More like this" (issue #16): the products that look like the one `?like=` names, as many as
 * a photo search may answer; none when that product is unknown or withdrawn. Undefined without
 * `?like=`. The product page links here (and, without JavaScript, instead of its streamed row).
 */
export async function lookAlikes(request: Request, context: AppLoadContext) {
  const slug = new URL(request.url).searchParams.get('like')?.trim();
  if (!slug || slug.length > 200) return undefined;
  try {
    return { slug, matches: await context.api.visuallySimilar(slug, VISUAL_RESULTS_MAX) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { slug, matches: [] };
    throw error;
  }
}

/**
 * The form posted without JavaScript: the photo goes on to the API as it came, and the page
 * shows the matches, or one message for what was wrong (the same words as with JavaScript).
 */
export async function searchByPhoto(request: Request, context: AppLoadContext) {
  const submission = readForm(await request.formData(), photoSearchFormSchema);
  if (submission.status !== 'success') {
    const code = Object.values(submission.reply().error ?? {}).flatMap((errors) => errors ?? [])[0] ?? 'upload/missing-file';
    return data<PhotoSearchAnswer>({ errorKey: errorKey(code) }, { status: isProblemCode(code) ? problemStatus(code) : 400 });
  }
  const { file, category } = submission.value;
  try {
    return data<PhotoSearchAnswer>({ matches: await context.api.visualSearch(file, file.name || 'photo', { category }) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The page says it: no alert repeats it (decision 69).
    markShownByPage(error);
    return data<PhotoSearchAnswer>({ errorKey: errorKey(problemCodeOf(error.status, { code: error.code })) }, { status: error.status });
  }
}
