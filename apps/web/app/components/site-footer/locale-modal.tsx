import { currencies, languages } from '@store/contracts/locale';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useRootData } from '../../root.tsx';
import { Button } from '../ui/button.tsx';
import { LanguageFlag } from '../ui/flags.tsx';
import { Modal } from '../ui/modal.tsx';
import { PreferencesForm } from '../ui/preferences-form.tsx';

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-accent-500';

/** The language and currency modal of the footer, loaded when its button is first pressed (locale-chooser.tsx). */
export function LocaleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { language, currency } = useRootData();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('localeChooser.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('ui.save')}
          </Button>
        </>
      }
    >
      {/* Remounted at each opening so an abandoned choice does not linger. */}
      <PreferencesForm key={String(open)} id={formId} onSubmit={onClose} className="space-y-5">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('localeChooser.language')}</legend>
          <div className="mt-2 grid gap-2">
            {languages.map((choice) => (
              <label key={choice} className={choiceClasses} lang={choice}>
                <input type="radio" name="lang" value={choice} defaultChecked={choice === language} className="size-4 accent-brand-600" />
                <LanguageFlag language={choice} />
                {t(`localeChooser.languages.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('localeChooser.currency')}</legend>
          <div className="mt-2 grid gap-2">
            {currencies.map((choice) => (
              <label key={choice} className={choiceClasses}>
                <input type="radio" name="currency" value={choice} defaultChecked={choice === currency} className="size-4 accent-brand-600" />
                {t(`localeChooser.currencies.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </PreferencesForm>
    </Modal>
  );
}
