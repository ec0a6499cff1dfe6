import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { shopInitials } from '../lib/seller-groups.ts';

/** "Vendu par Teranga High-Tech" with the shop's initials as its avatar, heading a seller's lines. */
export function SoldBy({ slug, shopName, level = 2 }: { slug: string; shopName: string; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-600">
      <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800" data-testid="shop-avatar">
        {shopInitials(shopName)}
      </span>
      <span className="min-w-0">
        {t('cart.soldBy')}{' '}
        <Link to={`/seller/${slug}`} className="text-brand-700 hover:underline">
          {shopName}
        </Link>
      </span>
    </Heading>
  );
}
