import { contentKeySchema } from '@store/contracts/admin-content';
import { type BlockContentKey, isMarkdownContentKey } from '@store/contracts/content-admin-rules';
import { languages } from '@store/contracts/locale';
import { data, Link } from 'react-router';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { SectionHeading } from '../section-heading.tsx';
import { BlockEditor } from './block-editor.tsx';
import { rowsOf } from './block-fields.ts';
import { contentAction } from './content-action.server.ts';
import { LanguageEditor } from './language-editor.tsx';
import { SlidePictureUpload } from './slide-picture-upload.tsx';
import { VersionHistory } from './version-history.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.content.title', robots: 'noindex,nofollow' };

/** The pictures a slide may show and the categories a showcase may choose for; other items need neither. */
async function choicesFor(context: Route.LoaderArgs['context'], key: BlockContentKey) {
  const [pictures, categories] = await Promise.all([key === 'slides' ? context.api.slidePictures() : [], key === 'category-showcase' ? context.api.categories() : []]);
  return { pictures, categories: categories.map((category) => ({ slug: category.slug, name: category.name })) };
}

/** One content item, French and English side by side (stacked on a phone), with its versions (decisions 79 and 80). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const key = contentKeySchema.safeParse(params.key);
  if (!key.success) throw data(null, { status: 404 });
  const administrator = viewer.authorities.includes('ROLE_ADMIN');
  const headers = { 'cache-control': 'private, no-store' };
  if (isMarkdownContentKey(key.data)) return data({ kind: 'markdown' as const, item: await context.api.adminContentItem(key.data), administrator }, { headers });
  const [block, choices] = await Promise.all([context.api.adminContentBlock(key.data), choicesFor(context, key.data)]);
  return data({ kind: 'block' as const, key: key.data, block, choices, administrator }, { headers });
}

export const action = ({ request, context, params }: Route.ActionArgs) => contentAction(request, context, params.key);

export default function AdminContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { administrator } = loaderData;
  const itemKey = loaderData.kind === 'markdown' ? loaderData.item.key : loaderData.key;
  return (
    <section aria-labelledby="content-item-title" className="space-y-6">
      <div>
        <Link to="/admin/content" className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
          {t('admin.content.back')}
        </Link>
        <SectionHeading id="content-item-title" title={t(`admin.content.keys.${itemKey}`)}>
          {t('admin.content.itemIntro')}
        </SectionHeading>
        {administrator ? null : <p className="mt-2 text-sm font-medium text-slate-700">{t('admin.content.adminOnly')}</p>}
      </div>
      {loaderData.kind === 'markdown' ? (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {languages.map((locale) => (
              <LanguageEditor key={`${locale}-${loaderData.item[locale].draft?.id ?? 0}`} itemKey={loaderData.item.key} state={loaderData.item[locale]} administrator={administrator} reply={actionData} />
            ))}
          </div>
          <VersionHistory item={loaderData.item} label={(version) => version.title} administrator={administrator} reply={actionData} />
        </>
      ) : (
        <>
          {loaderData.key === 'slides' && administrator ? <SlidePictureUpload reply={actionData} /> : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {languages.map((locale) => (
              <BlockEditor
                key={`${locale}-${loaderData.block[locale].draft?.id ?? 0}`}
                itemKey={loaderData.key}
                state={loaderData.block[locale]}
                body={loaderData.block[locale].draft?.body}
                administrator={administrator}
                reply={actionData}
                choices={loaderData.choices}
              />
            ))}
          </div>
          <VersionHistory item={loaderData.block} label={(version) => t('admin.content.rows', { count: rowsOf(loaderData.key, version.body).length })} administrator={administrator} reply={actionData} />
        </>
      )}
    </section>
  );
}
