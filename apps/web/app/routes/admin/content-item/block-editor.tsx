import type { SlidePicture } from '@store/contracts/content-blocks';
import { type BlockContentKey, contentPreviewUrl } from '@store/contracts/content-admin-rules';
import { Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { BLANK_ROWS, type BlockField, blockForms, rowsOf } from './block-fields.ts';
import type { ContentReply } from './content-intents.ts';
import { LanguagePanel, type LanguageState, Reply } from './language-panel.tsx';

export interface BlockChoices {
  pictures: readonly SlidePicture[];
  categories: readonly { slug: string; name: string }[];
}

function FieldInput({ id, name, field, value, choices }: { id: string; name: string; field: BlockField; value: string; choices: BlockChoices }) {
  const { t } = useTranslation();
  if (field.kind === 'text') return <input id={id} name={name} className={inputClasses} defaultValue={value} autoComplete="off" spellCheck={field.name === 'title' || field.name === 'subtitle'} />;
  const options =
    field.kind === 'picture'
      ? choices.pictures.map((picture) => ({ value: String(picture.id), label: t('admin.content.picture', { id: picture.id, width: picture.width, height: picture.height }) }))
      : field.kind === 'category'
        ? choices.categories.map((category) => ({ value: category.slug, label: category.name }))
        : (['_blank', '_self'] as const).map((target) => ({ value: target, label: t(`admin.content.targets.${target}`) }));
  return (
    <select id={id} name={name} className={inputClasses} defaultValue={value}>
      {field.kind === 'target' ? null : <option value="">{t('admin.content.none')}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * One language of a structured item: its rows as plain inputs (a few blank rows to add one,
 * a box to remove one), so it works without JavaScript; the API checks each row.
 */
export function BlockEditor({ itemKey, state, body, administrator, reply, choices }: { itemKey: BlockContentKey; state: LanguageState; body: unknown; administrator: boolean; reply: ContentReply; choices: BlockChoices }) {
  const { t, tDynamic, language } = useTranslation();
  const { locale } = state;
  const form = blockForms[itemKey];
  const kept = reply && 'failure' in reply && reply.form === `save:${locale}` ? reply.rows : null;
  const rows = kept ?? rowsOf(itemKey, body);
  // A refused form comes back as posted (its blank rows included); a saved one gets blank rows to add to.
  const shown = form.list === null ? [rows[0] ?? {}] : kept ? kept : [...rows, ...Array.from({ length: BLANK_ROWS }, () => ({}))];
  const pictureOf = (id: string | undefined) => choices.pictures.find((picture) => String(picture.id) === id);
  return (
    <LanguagePanel state={state} administrator={administrator} reply={reply} previewUrl={contentPreviewUrl(itemKey, locale)}>
      <Form method="post" className="space-y-3" lang={language}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="locale" value={locale} />
        <Reply reply={reply} formKey={`save:${locale}`} />
        {shown.map((row: Record<string, string>, index) => (
          <fieldset key={index} disabled={!administrator} className="min-w-0 space-y-2 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{form.list === null ? t(`admin.content.keys.${itemKey}`) : t('admin.content.row', { n: index + 1 })}</legend>
            <input type="hidden" name={`rows.${index}.present`} value="1" />
            {form.fields.map((field) => {
              const id = `${locale}-${index}-${field.name}`;
              return (
                <div key={field.name} className="min-w-0">
                  <label htmlFor={id} className="block text-sm font-medium text-slate-700">
                    {tDynamic(`admin.content.fields.${field.name}`, { inLanguage: t(`admin.content.inLanguage.${locale}`) })}
                  </label>
                  <FieldInput id={id} name={`rows.${index}.${field.name}`} field={field} value={row[field.name] ?? ''} choices={choices} />
                  {field.kind === 'picture' && pictureOf(row[field.name]) ? <img src={pictureOf(row[field.name])?.url} alt="" className="mt-2 h-16 w-auto rounded border border-slate-200" loading="lazy" /> : null}
                </div>
              );
            })}
            {form.list !== null && index < rows.length ? (
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name={`rows.${index}.remove`} className="size-5" />
                {t('admin.content.removeRow')}
              </label>
            ) : null}
          </fieldset>
        ))}
        {administrator ? (
          <button type="submit" className={buttonClasses('secondary', 'min-h-11')}>
            {t('admin.content.save', { inLanguage: t(`admin.content.inLanguage.${locale}`) })}
          </button>
        ) : null}
      </Form>
    </LanguagePanel>
  );
}
