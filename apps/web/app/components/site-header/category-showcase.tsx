import { findCategoryProduct } from '@store/contracts/content-rules';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { useMenuDetails } from '../../lib/menu.ts';
import { usePrice } from '../../lib/use-price.ts';
import { ResponsivePicture } from '../responsive-picture.tsx';

/** The showcase product of a mega-menu category (spec §2): picture, title, subtitle, From price, Shop now. */
export function CategoryShowcase({ categoryName, onNavigate }: { categoryName: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { categoryProducts } = useMenuDetails();
  const price = usePrice();
  const product = findCategoryProduct(categoryProducts, categoryName);
  if (!product) return null;
  return (
    <aside className="mt-6 flex max-w-md items-center gap-4 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={t('header.showcase.label')}>
      <ResponsivePicture src={product.image} sizes="96px" widths={[160, 320]} alt="" width={96} height={96} className="size-24 shrink-0 rounded object-contain" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{product.title}</p>
        <p className="text-sm text-slate-600">{product.subtitle}</p>
        <p className="mt-1 text-sm">
          {t('header.showcase.from')} <span className="font-bold">{price({ amount: product.price, currency: product.currency })}</span>
        </p>
        <Link to={product.url} onClick={onNavigate} className="mt-2 inline-flex min-h-9 items-center rounded-md bg-accent-500 px-3 text-sm font-semibold text-slate-900 hover:bg-accent-600">
          {t('header.showcase.shopNow')}
        </Link>
      </div>
    </aside>
  );
}
