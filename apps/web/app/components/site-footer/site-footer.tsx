import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 text-slate-200">
      <nav className="mx-auto flex max-w-7xl flex-wrap gap-4 px-4 py-6 text-sm">
        <Link to="/contact-us">{t('footer.contact')}</Link>
        <Link to="/faq">{t('footer.faq')}</Link>
        <Link to="/cgu">{t('footer.cgu')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
      </nav>
    </footer>
  );
}
