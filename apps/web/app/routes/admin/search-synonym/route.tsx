import { data, Form, Link, redirect } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/text-field.tsx';
import { failureOf } from '../../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { idOr404, orNotFound } from '../detail-page.server.ts';
import { SectionHeading } from '../section-heading.tsx';
import { SynonymForm, SynonymMeaning } from '../search-synonyms/synonym-form.tsx';
import { saveSynonym } from '../search-synonyms/synonym-form.server.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.synonyms.title', robots: 'noindex,nofollow' };

const LIST = '/admin/search-synonyms';

/** One phrase: what it does, and for administrators the form that changes it and the way to delete it (asked twice). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const synonym = await orNotFound(context.api.adminSynonym(idOr404(params.id)));
  const administrator = viewer.authorities.includes('ROLE_ADMIN');
  const confirmDelete = administrator && new URL(request.url).searchParams.get('delete') === '1';
  return data({ synonym, administrator, confirmDelete }, { headers: { 'cache-control': 'private, no-store' } });
}

/** Saves the form, or deletes the phrase once confirmed; both go back to the list. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const form = await request.formData();
  if (form.get('intent') !== 'delete') return saveSynonym(form, context, id);
  try {
    await context.api.deleteSynonym(id);
  } catch (error) {
    return data({ deleteFailure: failureOf(error).code }, { status: failureOf(error).status });
  }
  throw redirect(`${LIST}?deleted=1`);
}

export default function AdminSearchSynonym({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { synonym, administrator, confirmDelete } = loaderData;
  const deleteFailure = actionData && 'deleteFailure' in actionData ? actionData.deleteFailure : undefined;
  return (
    <section aria-labelledby="synonym-title" className="space-y-4">
      <Link to={LIST} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
        ← {t('admin.synonyms.back')}
      </Link>
      <SectionHeading id="synonym-title" title={synonym.phrase} mono>
        <SynonymMeaning synonym={synonym} />
      </SectionHeading>
      {!administrator ? <p className="text-sm font-medium text-slate-700">{t('admin.synonyms.adminOnly')}</p> : null}
      {administrator && confirmDelete ? (
        <Form method="post" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4" aria-labelledby="delete-title">
          <h3 id="delete-title" className="font-semibold">
            {t('admin.synonyms.deleteTitle', { phrase: synonym.phrase })}
          </h3>
          <FormError error={deleteFailure ? `errors.${deleteFailure}` : undefined} />
          <p className="text-sm">{t('admin.synonyms.deleteConfirm', { phrase: synonym.phrase })}</p>
          <input type="hidden" name="intent" value="delete" />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClasses('primary', 'min-h-11 bg-red-700 hover:bg-red-800')}>
              {t('admin.synonyms.deleteYes')}
            </button>
            <Link to={`${LIST}/${synonym.id}`} className={buttonClasses('secondary', 'min-h-11')}>
              {t('admin.synonyms.cancel')}
            </Link>
          </div>
        </Form>
      ) : null}
      {administrator && !confirmDelete ? (
        <>
          <SynonymForm key={synonym.updatedDate} lastResult={actionData} synonym={synonym} heading={t('admin.synonyms.editTitle')} />
          <Link to={`${LIST}/${synonym.id}?delete=1`} className={buttonClasses('secondary', 'min-h-11 text-red-700')}>
            {t('admin.synonyms.delete')}
            <span className="sr-only"> {synonym.phrase}</span>
          </Link>
        </>
      ) : null}
    </section>
  );
}
