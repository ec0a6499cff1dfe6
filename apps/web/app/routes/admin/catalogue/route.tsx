import { data, Link } from 'react-router';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { catalogueAction } from './catalogue-action.server.ts';
import { type CatalogueReply, ChangeReply, Disclosure, IntentButton, MoveButtons, NamesForm } from './catalogue-ui.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.catalogue.title', robots: 'noindex,nofollow' };

/** Every category and its sub-categories with both names and the products filed under each. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const categories = await context.api.adminCatalogue();
  const deleted = new URL(request.url).searchParams.get('deleted') === '1';
  return data({ categories, deleted, administrator: viewer.authorities.includes('ROLE_ADMIN') }, { headers: { 'cache-control': 'private, no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return catalogueAction(request, context);
}

export default function AdminCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, deleted, administrator } = loaderData;
  const reply = actionData as CatalogueReply;
  return (
    <section aria-labelledby="catalogue-title" className="space-y-4">
      <h2 id="catalogue-title" className="text-xl font-bold">
        {t('admin.catalogue.title')}
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">{t('admin.catalogue.intro')}</p>
      {deleted ? <FormMessage tone="success">{t('admin.catalogue.deleted')}</FormMessage> : <p className="text-sm text-slate-600">{administrator ? null : t('admin.catalogue.adminOnly')}</p>}

      {administrator ? (
        <NamesForm intent="category.create" idPrefix="new-category" reply={reply} heading={t('admin.catalogue.addCategory')} />
      ) : null}

      <ol className="space-y-4">
        {categories.map((category) => (
          <li key={category.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold break-words">
              <span lang="fr">{category.nameFr}</span> · <span lang="en">{category.nameEn}</span>
            </h3>
            <p className="text-sm text-slate-600">
              /{category.slug} · {t('admin.catalogue.products', { count: category.productCount })}
            </p>
            <ChangeReply reply={reply} formKey={`category.delete:${category.id}`} />
            <ChangeReply reply={reply} formKey={`category.move:${category.id}`} />
            {administrator ? (
              <Disclosure summary={t('admin.catalogue.editCategory', { name: category.nameFr })} open={reply?.form === `category.update:${category.id}`}>
                <NamesForm intent="category.update" id={category.id} idPrefix={`category-${category.id}`} reply={reply} entry={category} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <MoveButtons intent="category.move" id={category.id} name={category.nameFr} />
                  <IntentButton intent="category.delete" id={category.id} danger>
                    {t('admin.catalogue.delete')}
                    <span className="sr-only"> {category.nameFr}</span>
                  </IntentButton>
                </div>
              </Disclosure>
            ) : null}
            <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
              {category.subCategories.map((sub) => (
                <li key={sub.id} className="flex flex-wrap items-center gap-x-3 py-2 text-sm">
                  <Link to={`/admin/catalogue/sub-categories/${sub.id}`} className="min-w-0 flex-1 basis-48 font-semibold break-words text-brand-700 hover:underline">
                    <span lang="fr">{sub.nameFr}</span> · <span lang="en">{sub.nameEn}</span>
                  </Link>
                  <span className="text-slate-600">
                    {t('admin.catalogue.products', { count: sub.productCount })} · {t('admin.catalogue.specifications', { count: sub.specifications.length })}
                  </span>
                </li>
              ))}
            </ul>
            {administrator ? (
              <Disclosure summary={t('admin.catalogue.addSubCategory', { name: category.nameFr })} open={reply?.form === `sub-category.create:${category.id}`}>
                <NamesForm intent="sub-category.create" id={category.id} idPrefix={`new-sub-${category.id}`} reply={reply} />
              </Disclosure>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
