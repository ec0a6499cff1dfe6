import { synonymFormSchema } from '@store/contracts/admin-synonyms';
import { synonymsFromText } from '@store/contracts/synonym-rules';
import { type AppLoadContext, redirect } from 'react-router';
import { failedForm, invalidForm, readForm } from '../../../lib/forms.server.ts';

/** Where a saved phrase is shown: the list filtered on it, with a note that search uses it now. */
export const savedHref = (phrase: string) => `/admin/search-synonyms?${new URLSearchParams({ query: phrase, saved: '1' })}`;

/**
 * Adds a phrase (no `id`) or changes one from the page's form: the synonyms box becomes the
 * list the API takes, and the API's refusals come back next to their fields (decision 49).
 */
export async function saveSynonym(form: FormData, context: AppLoadContext, id?: number) {
  const submission = readForm(form, synonymFormSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  const { phrase, synonyms = '', sort = null } = submission.value;
  const body = { phrase, synonyms: synonymsFromText(synonyms), sort };
  let saved;
  try {
    saved = id === undefined ? await context.api.createSynonym(body) : await context.api.updateSynonym(id, body);
  } catch (error) {
    return failedForm(submission, error);
  }
  throw redirect(savedHref(saved.phrase));
}
