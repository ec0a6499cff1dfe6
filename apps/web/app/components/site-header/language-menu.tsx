import { languages } from '@store/contracts/locale';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useRootData } from '../../root.tsx';
import { LanguageFlag } from '../ui/flags.tsx';
import { CheckIcon, ChevronDownIcon } from '../ui/icons.tsx';
import { LanguageChoices } from '../ui/language-choices.tsx';
import { PreferencesForm } from '../ui/preferences-form.tsx';
import { useDisclosure } from '../ui/use-disclosure.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/**
 * The header language dropdown. Each choice is a submit button of a POST form to
 * /preferences. Before (or without) JavaScript the list shows on hover and keyboard focus,
 * so it still works; once hydrated, the button toggles it.
 */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const hydrated = useHydrated();
  const { open, containerProps, buttonProps, panelId } = useDisclosure();
  if (languages.length < 2) return null;

  const visibility = hydrated ? (open ? 'block' : 'hidden') : 'hidden group-focus-within:block group-hover:block';
  return (
    <div {...containerProps} className={`group relative ${className}`}>
      <button {...buttonProps} className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
        <LanguageFlag language={language} />
        <span className="sr-only">{t('header.language.label')}</span>
        <span className="uppercase">{language}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} className={`${visibility} absolute right-0 top-full z-40 w-48 pt-1`}>
        <PreferencesForm className="rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          <LanguageChoices
            current={language}
            buttonClassName="flex min-h-10 w-full items-center gap-3 px-3 text-left text-sm text-slate-800 hover:bg-slate-100 aria-[current=true]:font-semibold"
            currentMark={<CheckIcon className="size-4 text-brand-600" />}
          />
        </PreferencesForm>
      </div>
    </div>
  );
}
