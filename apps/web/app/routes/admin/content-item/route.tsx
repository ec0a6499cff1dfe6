import { markdownContentKeySchema } from '@store/contracts/admin-content';
import { languages } from '@store/contracts/locale';
import { data, Link } from 'react-router';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { contentAction } from './content-action.server.ts';
import { LanguageEditor } from './language-editor.tsx';
import { VersionHistory } from './version-history.tsx';
import type { Route } from './+types/route';

export const handle: RouteHandle = { titleKey: 'admin.content.title', robots: 'noindex,nofollow' };

/** One content item, French and English side by side (stacked on a phone), with its versions (decision 79). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await guardPage(request, context, pageRules.administrator);
  const key = markdownContentKeySchema.safeParse(params.key);
  if (!key.success) throw data(null, { status: 404 });
  const item = await context.api.adminContentItem(key.data);
  return data({ item, administrator: viewer.authorities.includes('ROLE_ADMIN') }, { headers: { 'cache-control': 'private, no-store' } });
}

export const action = ({ request, context, params }: Route.ActionArgs) => contentAction(request, context, params.key);

export default function AdminContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, administrator } = loaderData;
  return (
    <section aria-labelledby="content-item-title" className="space-y-6">
      <div>
        <Link to="/admin/content" className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
          {t('admin.content.back')}
        </Link>
        <h2 id="content-item-title" className="text-xl font-bold">
          {t(`admin.content.keys.${item.key}`)}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin.content.itemIntro')}</p>
        {administrator ? null : <p className="mt-2 text-sm font-medium text-slate-700">{t('admin.content.adminOnly')}</p>}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map((locale) => (
          <LanguageEditor key={`${locale}-${item[locale].draft?.id ?? 0}`} itemKey={item.key} state={item[locale]} administrator={administrator} reply={actionData} />
        ))}
      </div>
      <VersionHistory item={item} administrator={administrator} reply={actionData} />
    </section>
  );
}
