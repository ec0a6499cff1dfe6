import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { BoltIcon } from '../ui/icons.tsx';

export function HeaderLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('header.home')} className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-md text-brand-700">
      <span className="inline-flex size-7 items-center justify-center rounded-md bg-brand-600 text-accent-500">
        <BoltIcon className="size-5" />
      </span>
      <span className="text-lg font-black tracking-tight md:text-xl">{t('brand.name')}</span>
    </Link>
  );
}
