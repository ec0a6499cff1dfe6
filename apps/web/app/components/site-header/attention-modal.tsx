import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** The warning itself (attention-gate.tsx decides when): only Cancel and Ok close it. */
export function AttentionModal({ onAcknowledge }: { onAcknowledge: () => void }) {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      onClose={onAcknowledge}
      title={t('attentionModal.title')}
      size="md"
      staticBackdrop
      initialFocusRef={okRef}
      footer={
        <>
          <Button variant="secondary" onClick={onAcknowledge}>
            {t('ui.cancel')}
          </Button>
          <Button ref={okRef} onClick={onAcknowledge}>
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
