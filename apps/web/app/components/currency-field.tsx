import { currencies } from '@store/contracts/locale';
import type { FormField } from '../lib/forms.ts';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { SelectField } from './ui/text-field.tsx';

/** The currency a typed amount (a price, a budget) is in: CFA, euros or dollars. */
export function CurrencyField({ field }: { field: FormField }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('addProduct.currency')} field={field}>
      {currencies.map((currency) => (
        <option key={currency} value={currency}>
          {t(`localeChooser.currencies.${currency}`)}
        </option>
      ))}
    </SelectField>
  );
}
