import { lazy, Suspense, useSyncExternalStore } from 'react';
import { attentionText } from '../../lib/published-text.ts';
import { useRootData } from '../../root.tsx';

const AttentionModal = lazy(() => import('./attention-modal.tsx').then((module) => ({ default: module.AttentionModal })));

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

/**
 * The anti-scam warning (spec §2), once per browser session, on the first page seen. Pages
 * carry none of it: its modal's code and the operator's text load only in a session that has
 * not acknowledged it.
 */
export function AttentionGate() {
  const { language, preview } = useRootData();
  // An operator previewing drafts sees the message on every previewed page, until closed.
  const open = useSyncExternalStore(subscribe, preview ? () => !acknowledged : shouldShow, () => false);
  if (!open) return null;
  // The operator's text is asked for beside the modal's code, not after it.
  const text = attentionText(language, preview);
  return (
    <Suspense fallback={null}>
      <AttentionModal text={text} onAcknowledge={acknowledge} />
    </Suspense>
  );
}
