import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { CartIcon } from '../ui/icons.tsx';

/** The cart with its item count; the badge hides at 0 but the name always says the count. */
export function CartLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = t('header.cart', { count });
  return (
    <Link to="/cart/view" aria-label={label} className="relative inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700">
      <CartIcon className="size-6" />
      <span className="hidden text-sm font-semibold lg:inline">{t('header.cartShort')}</span>
      <span
        aria-hidden="true"
        className={
          count > 0
            ? 'absolute top-0 left-6 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs font-bold text-slate-900'
            : 'hidden'
        }
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
