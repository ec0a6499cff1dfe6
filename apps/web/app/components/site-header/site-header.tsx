import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-black text-brand-700">{t('brand.name')}</Link>
      </div>
    </header>
  );
}
