import type { Language } from '@store/contracts/locale';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { LanguageFlag } from './flags.tsx';

/** A submit button of a PreferencesForm choosing one language: its flag and its own name. */
export function LanguageChoiceButton({ choice, current, className, children }: { choice: Language; current: Language; className: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" name="lang" value={choice} lang={choice} aria-current={choice === current ? 'true' : undefined} className={className}>
      <LanguageFlag language={choice} />
      <span className="flex-1">{t(`localeChooser.languages.${choice}`)}</span>
      {children}
    </button>
  );
}
