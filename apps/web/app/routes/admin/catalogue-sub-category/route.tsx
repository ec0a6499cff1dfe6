import type { AdminSpecification } from '@store/contracts/admin-catalogue';
import { ALLOWED_VALUE_MAX, SPECIFICATION_UNIT_MAX, specificationTypes } from '@store/contracts/catalogue-rules';
import { data, Link } from 'react-router';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { catalogueAction } from '../catalogue/catalogue-action.server.ts';
import { type CatalogueReply, ChangeReply, Disclosure, IntentButton, MoveButtons, NamesForm, PlainField } from '../catalogue/catalogue-ui.tsx';
import { idOr404 } from '../detail-page.server.ts';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.catalogue.title', robots: 'noindex,nofollow' };

/** One sub-category: its names, place, and specifications. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const id = idOr404(params.id);
  const categories = await context.api.adminCatalogue();
  const category = categories.find((candidate) => candidate.subCategories.some((sub) => sub.id === id));
  const sub = category?.subCategories.find((candidate) => candidate.id === id);
  if (!category || !sub) throw new Response(null, { status: 404 });
  return data({ category: { nameFr: category.nameFr, nameEn: category.nameEn }, sub, administrator: viewer.authorities.includes('ROLE_ADMIN') }, { headers: { 'cache-control': 'private, no-store' } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return catalogueAction(request, context, idOr404(params.id));
}

/** Unit, values, required and filterable: what adding and editing a specification share. */
function SpecificationDetails({ idPrefix, spec, type }: { idPrefix: string; spec?: AdminSpecification; type?: AdminSpecification['type'] }) {
  const { t } = useTranslation();
  const shown = spec?.type ?? type;
  return (
    <>
      {shown === undefined || shown === 'number' ? (
        <PlainField id={`${idPrefix}-unit`} name="unit" label={t('admin.catalogue.unit')} hint={t('admin.catalogue.unitHint')} defaultValue={spec?.unit ?? ''} maxLength={SPECIFICATION_UNIT_MAX} />
      ) : null}
      {shown === undefined || shown === 'choice' ? (
        <div>
          <label htmlFor={`${idPrefix}-values`} className="block text-sm font-medium text-slate-700">
            {t('admin.catalogue.allowedValues')}
          </label>
          <textarea id={`${idPrefix}-values`} name="allowedValues" rows={4} aria-describedby={`${idPrefix}-values-hint`} defaultValue={spec?.allowedValues.join('\n') ?? ''} className={`${inputClasses} py-2`} />
          <p id={`${idPrefix}-values-hint`} className="mt-1 text-xs text-slate-500">
            {t('admin.catalogue.allowedValuesHint', { max: ALLOWED_VALUE_MAX })}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-x-6">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="required" defaultChecked={spec?.required ?? false} className="size-5 shrink-0" />
          {t('admin.catalogue.required')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="filterable" defaultChecked={spec?.filterable ?? true} className="size-5 shrink-0" />
          {t('admin.catalogue.filterable')}
        </label>
      </div>
    </>
  );
}

export default function AdminCatalogueSubCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, sub, administrator } = loaderData;
  const reply = actionData as CatalogueReply;
  return (
    <section aria-labelledby="sub-title" className="space-y-4">
      <p>
        <Link to="/admin/catalogue" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t('admin.catalogue.back')}
        </Link>
      </p>
      <h2 id="sub-title" className="text-xl font-bold break-words">
        <span lang="fr">{sub.nameFr}</span> · <span lang="en">{sub.nameEn}</span>
      </h2>
      <p className="text-sm text-slate-600">
        {category.nameFr} · /{sub.slug} · {t('admin.catalogue.products', { count: sub.productCount })}
      </p>
      <ChangeReply reply={reply} formKey={`sub-category.delete:${sub.id}`} />
      <ChangeReply reply={reply} formKey={`sub-category.move:${sub.id}`} />
      {administrator ? (
        <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <NamesForm intent="sub-category.update" id={sub.id} idPrefix="sub" reply={reply} entry={sub} />
          <div className="flex flex-wrap gap-2">
            <MoveButtons intent="sub-category.move" id={sub.id} name={sub.nameFr} />
            <IntentButton intent="sub-category.delete" id={sub.id} danger>
              {t('admin.catalogue.deleteSubCategory')}
            </IntentButton>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.catalogue.adminOnly')}</p>
      )}

      <h3 className="text-lg font-semibold">{t('admin.catalogue.specificationsTitle')}</h3>
      <ul className="space-y-3">
        {sub.specifications.map((spec) => (
          <li key={spec.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold break-words">
              <span lang="fr">{spec.nameFr}</span> · <span lang="en">{spec.nameEn}</span>
            </p>
            <p className="text-slate-600 break-words">
              {t(`admin.catalogue.types.${spec.type}`)}
              {spec.unit ? ` (${spec.unit})` : ''}
              {spec.allowedValues.length > 0 ? ` · ${spec.allowedValues.join(', ')}` : ''} · {spec.required ? t('admin.catalogue.required') : t('admin.catalogue.optional')}
              {spec.filterable ? ` · ${t('admin.catalogue.filterable')}` : ''} · {t('admin.catalogue.products', { count: spec.productCount })}
            </p>
            <ChangeReply reply={reply} formKey={`specification.delete:${spec.id}`} />
            {administrator ? (
              <Disclosure summary={t('admin.catalogue.editSpecification', { name: spec.nameFr })} open={reply?.form === `specification.update:${spec.id}`}>
                <NamesForm intent="specification.update" id={spec.id} idPrefix={`spec-${spec.id}`} reply={reply} entry={{ ...spec, keyword: '' }}>
                  <SpecificationDetails idPrefix={`spec-${spec.id}`} spec={spec} />
                  <p className="text-xs text-slate-500">{t('admin.catalogue.requiredNote')}</p>
                </NamesForm>
                <div className="mt-2">
                  <IntentButton intent="specification.delete" id={spec.id} danger>
                    {t('admin.catalogue.delete')}
                    <span className="sr-only"> {spec.nameFr}</span>
                  </IntentButton>
                </div>
              </Disclosure>
            ) : null}
          </li>
        ))}
      </ul>

      {administrator ? (
        <NamesForm intent="specification.create" id={sub.id} idPrefix="new-spec" reply={reply} heading={t('admin.catalogue.addSpecification')}>
          <div>
            <label htmlFor="new-spec-type" className="block text-sm font-medium text-slate-700">
              {t('admin.catalogue.type')}
            </label>
            <select id="new-spec-type" name="type" className={inputClasses} defaultValue="choice">
              {specificationTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.catalogue.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <SpecificationDetails idPrefix="new-spec" />
        </NamesForm>
      ) : null}
    </section>
  );
}
