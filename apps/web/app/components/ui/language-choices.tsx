import { type Language, languages } from '@store/contracts/locale';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { LanguageFlag } from './flags.tsx';

interface LanguageChoicesProps {
  current: Language;
  className?: string;
  buttonClassName: string;
  /** Shown after the name of the current language. */
  currentMark?: ReactNode;
}

/**
 * The languages as submit buttons of a PreferencesForm, one a list item: each with its flag
 * and its own name, the current one marked `aria-current`.
 */
export function LanguageChoices({ current, className, buttonClassName, currentMark }: LanguageChoicesProps) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {languages.map((choice) => (
        <li key={choice}>
          <button type="submit" name="lang" value={choice} lang={choice} aria-current={choice === current ? 'true' : undefined} className={buttonClassName}>
            <LanguageFlag language={choice} />
            <span className="flex-1">{t(`localeChooser.languages.${choice}`)}</span>
            {choice === current ? currentMark : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
