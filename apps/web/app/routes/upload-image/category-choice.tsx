import { useTranslation } from '../../lib/i18n/translation-context.tsx';

export interface CategoryOption {
  slug: string;
  name: string;
}

/** Narrows a photo search to one top category; "all" by default. Controlled with JavaScript, a plain select without. */
export function CategoryChoice({ categories, value, onChange }: { categories: CategoryOption[]; value?: string; onChange?: (slug: string) => void }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <label className="block min-w-0 text-sm font-medium">
      {t('uploadImage.category')}
      <select
        name="category"
        {...(onChange ? { value, onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value) } : { defaultValue: '' })}
        className="mt-1 block min-h-11 w-full max-w-full rounded-md border border-slate-300 bg-white px-3 text-base md:text-sm"
      >
        <option value="">{t('uploadImage.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}
