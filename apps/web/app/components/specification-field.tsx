import type { Specification } from '@store/contracts/catalog';
import { SPECIFICATION_VALUE_MAX } from '@store/contracts/product-rules';
import { fieldErrorKey } from '../lib/form-reply.ts';
import type { FormField } from '../lib/forms.ts';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { FieldError, initialText, inputClasses } from './ui/text-field.tsx';

/**
 * One specification: chosen from its list when it has one, else a number with its unit (or text).
 * `asked` false leaves out the required mark (a buyer's request says what it wants, nothing more).
 */
export function SpecificationField({ spec, field, asked = true }: { spec: Specification; field: FormField; asked?: boolean }) {
  const { t } = useTranslation();
  const error = fieldErrorKey(field.errors);
  const common = {
    id: field.id,
    name: field.name,
    defaultValue: initialText(field),
    // Needed to publish, not to keep a draft: announced, not enforced by the browser.
    'aria-required': (asked && spec.required) || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? field.errorId : undefined,
    className: inputClasses,
  };
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {spec.name}
        {spec.unit ? <span className="text-slate-600"> ({spec.unit})</span> : null}
        {asked && spec.required ? <span className="ml-1 text-red-700">* <span className="sr-only">{t('addProduct.required')}</span></span> : null}
      </label>
      {spec.allowedValues.length > 0 ? (
        <select key={field.key} {...common}>
          <option value="">{t('addProduct.choose')}</option>
          {spec.allowedValues.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      ) : (
        <input key={field.key} {...common} inputMode={spec.unit ? 'decimal' : 'text'} maxLength={SPECIFICATION_VALUE_MAX} />
      )}
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
