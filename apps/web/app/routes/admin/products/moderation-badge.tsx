import type { AdminProduct } from '@store/contracts/admin-products';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/** Where a listing stands, in one word: on sale, a draft, withdrawn, or held by moderation. */
export function ModerationBadge({ product }: { product: Pick<AdminProduct, 'live' | 'withdrawn' | 'sellerPublished' | 'moderation'> }) {
  const { t } = useTranslation();
  const [label, tone] = product.withdrawn
    ? [t('admin.products.statuses.withdrawn'), 'bg-slate-200 text-slate-800']
    : product.moderation !== 'approved'
      ? [t(`admin.products.states.${product.moderation}`), product.moderation === 'pending' ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-900']
      : product.live
        ? [t('admin.products.onSale'), 'bg-green-50 text-green-800']
        : [t('admin.products.statuses.draft'), 'bg-slate-200 text-slate-800'];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}
