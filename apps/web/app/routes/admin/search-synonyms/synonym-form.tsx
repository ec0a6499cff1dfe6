import type { SearchSynonym } from '@store/contracts/admin-synonyms';
import { SYNONYM_TEXT_MAX, SYNONYMS_MAX, type SynonymSort, synonymSorts } from '@store/contracts/synonym-rules';
import { Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { useServerForm } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/** The words of each order a phrase may ask for. */
export const sortLabelKeys = { 'price,asc': 'admin.synonyms.sortPriceAsc', 'price,desc': 'admin.synonyms.sortPriceDesc', 'createdDate,desc': 'admin.synonyms.sortNewest' } as const satisfies Record<SynonymSort, string>;

/** What a row does, in words: the phrases it also finds, or the order it asks for. */
export function SynonymMeaning({ synonym }: { synonym: Pick<SearchSynonym, 'synonyms' | 'sort'> }) {
  const { t } = useTranslation();
  if (synonym.sort) return <span>{t('admin.synonyms.sorts', { order: t(sortLabelKeys[synonym.sort]) })}</span>;
  return (
    <span>
      {t('admin.synonyms.alsoFinds')} <span className="break-words font-medium">{synonym.synonyms.join(', ')}</span>
    </span>
  );
}

/**
 * Adds a phrase, or changes `synonym`: the phrase, the phrases it also finds (one a line or
 * separated by commas) or the order it asks for. Works without JavaScript; the server checks it.
 */
export function SynonymForm({ lastResult, synonym, heading, className = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4' }: { lastResult: unknown; synonym?: SearchSynonym; heading?: string; className?: string }) {
  const { t } = useTranslation();
  const formId = synonym ? `synonym-${synonym.id}` : 'new-synonym';
  const { formProps, fields, form, formErrorKey } = useServerForm<{ phrase: string; synonyms: string; sort: string }>(lastResult, {
    id: formId,
    defaultValue: synonym ? { phrase: synonym.phrase, synonyms: synonym.synonyms.join('\n'), sort: synonym.sort ?? '' } : undefined,
  });
  return (
    <Form method="post" {...formProps} className={className}>
      {heading ? <h3 className="font-semibold">{heading}</h3> : null}
      <FormError id={form.errorId} error={formErrorKey} />
      <input type="hidden" name="intent" value="save" />
      <TextField label={t('admin.synonyms.phrase')} hint={t('admin.synonyms.phraseHint')} field={fields.phrase} required maxLength={SYNONYM_TEXT_MAX} autoComplete="off" spellCheck={false} />
      <TextAreaField label={t('admin.synonyms.synonyms')} hint={t('admin.synonyms.synonymsHint', { max: SYNONYMS_MAX })} field={fields.synonyms} rows={4} autoComplete="off" spellCheck={false} />
      <SelectField label={t('admin.synonyms.sort')} field={fields.sort}>
        <option value="">{t('admin.synonyms.sortNone')}</option>
        {synonymSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabelKeys[sort])}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
        {t(synonym ? 'admin.synonyms.save' : 'admin.synonyms.addButton')}
      </button>
    </Form>
  );
}
