import type { SellerCard as Seller } from '@store/contracts/catalog';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge.tsx';
import { useRootData } from '../../root.tsx';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';

export function SellerCard({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const since = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date(seller.memberSince));
  return (
    <section aria-labelledby="seller-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="seller-heading" className="text-sm font-semibold text-slate-600">{t('product.soldBy')}</h2>
      <div className="mt-3 flex items-center gap-3">
        {seller.profileImage ? (
          <ResponsivePicture src={seller.profileImage} sizes="56px" widths={[160]} alt="" width={56} height={56} className="h-14 w-14 rounded-full border border-slate-200 object-cover" />
        ) : null}
        <div>
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/seller/${seller.slug}`} className="text-lg font-bold text-brand-700 hover:underline">
              {seller.name}
            </Link>
            {seller.verified ? <VerifiedSellerBadge /> : null}
          </p>
          <p className="text-sm text-slate-600">
            {seller.city ? `${seller.city} · ` : ''}
            {t('seller.memberSince', { date: since })}
          </p>
        </div>
      </div>
      <Link to={`/seller/${seller.slug}`} className="mt-4 inline-flex min-h-10 items-center rounded-md border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        {t('product.visitShop')}
      </Link>
    </section>
  );
}
