import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useRootData } from '../../root.tsx';
import { GlobeIcon } from '../ui/icons.tsx';

const loadModal = () => import('./locale-modal.tsx');
const LocaleModal = lazy(() => loadModal().then((module) => ({ default: module.LocaleModal })));

/**
 * The footer's "Language and currency" button (spec §2 Footer). Its modal's code loads on the
 * first press and then stays, so closing it gives the focus back to the button.
 */
export function LocaleChooser() {
  const { t } = useTranslation();
  const { language, currency } = useRootData();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerDown={() => void loadModal()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-600 px-3 text-sm text-slate-200 hover:border-slate-400 hover:text-white"
      >
        <GlobeIcon className="size-4" />
        {t('localeChooser.button')}
        <span className="text-slate-400">
          {language.toUpperCase()} · {currency}
        </span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <LocaleModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
