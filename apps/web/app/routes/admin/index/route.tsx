import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { adminSections } from '../admin-sections.ts';

/** The area's first page: what each section is for. */
export default function AdminOverview() {
  const { t } = useTranslation();
  return (
    <>
      <p className="max-w-3xl text-slate-600">{t('pages.admin.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminSections
          .filter((section) => !section.end)
          .map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
                <span className="font-semibold text-brand-700">{t(section.labelKey)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(section.descriptionKey)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </>
  );
}
