import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** sessionStorage flag: the warning was acknowledged in this browser session. */
export const ATTENTION_SEEN_KEY = 'electromarche:attention-seen';

// A tiny store over sessionStorage, so React reads it after hydration (the server and the
// first browser render both say "closed") and re-renders when it is acknowledged.
const listeners = new Set<() => void>();
let acknowledged = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function shouldShow(): boolean {
  if (acknowledged) return false;
  try {
    return window.sessionStorage.getItem(ATTENTION_SEEN_KEY) === null;
  } catch {
    // Storage blocked: better never to show it than to show it on every page.
    return false;
  }
}

function acknowledge() {
  acknowledged = true;
  try {
    window.sessionStorage.setItem(ATTENTION_SEEN_KEY, '1');
  } catch {
    // Storage full or blocked: the in-memory flag keeps it closed for this page's life.
  }
  for (const listener of listeners) listener();
}

/** The anti-scam warning (spec §2), once per browser session, on the first page seen. */
export function AttentionModal() {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  const open = useSyncExternalStore(subscribe, shouldShow, () => false);
  return (
    <Modal
      open={open}
      onClose={acknowledge}
      title={t('attentionModal.title')}
      size="md"
      staticBackdrop
      initialFocusRef={okRef}
      footer={
        <>
          <Button variant="secondary" onClick={acknowledge}>
            {t('ui.cancel')}
          </Button>
          <Button ref={okRef} onClick={acknowledge}>
            {t('ui.ok')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm leading-relaxed text-slate-700">
        <p>{t('attentionModal.intro')}</p>
        <p>{t('attentionModal.advice')}</p>
      </div>
    </Modal>
  );
}
