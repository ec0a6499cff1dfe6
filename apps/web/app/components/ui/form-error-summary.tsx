import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { FormMessage } from './text-field.tsx';

/**
 * Above a refused form: the problem of the whole form (an alert the form points to), or, when
 * only fields were refused, a word to look at them.
 */
export function FormErrorSummary({ id, formErrorKey, hasErrors }: { id: string; formErrorKey: string | undefined; hasErrors: boolean }) {
  const { t, tDynamic } = useTranslation();
  if (formErrorKey) {
    return (
      <FormMessage tone="error" id={id}>
        {tDynamic(formErrorKey)}
      </FormMessage>
    );
  }
  return hasErrors ? <FormMessage tone="error">{t('forms.fixErrors')}</FormMessage> : null;
}
