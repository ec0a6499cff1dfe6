import { Form } from 'react-router';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { inputClasses } from './ui/text-field.tsx';

interface CategoryChoice {
  id: number;
  name: string;
  subCategories: { id: number; name: string }[];
}

/**
 * Step one of a form whose fields depend on the sub-category (its specifications): the
 * sub-category, grouped by category, sent as `?subCategory=` (a GET form: works without JavaScript).
 */
export function SubCategoryStep({ categories, label, defaultValue = '' }: { categories: readonly CategoryChoice[]; label: string; defaultValue?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mt-6 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <label className="block text-sm font-medium">
        {label}
        <select name="subCategory" required defaultValue={defaultValue} className={inputClasses}>
          <option value="" disabled>
            {t('addProduct.choose')}
          </option>
          {categories.map((category) => (
            <optgroup key={category.id} label={category.name}>
              {category.subCategories.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
        {t('addProduct.continue')}
      </button>
    </Form>
  );
}
