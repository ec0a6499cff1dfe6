import { use, useRef } from 'react';
import type { PublishedText } from '../../lib/published-text.ts';
import { MarkdownHtml } from '../markdown-html.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/**
 * The warning itself (attention-gate.tsx decides when): only Cancel and Ok close it. Its words
 * are the operator's when published in the page's language (issue #15), else the built-in ones.
 */
export function AttentionModal({ text: textPromise, onAcknowledge }: { text: Promise<PublishedText | null>; onAcknowledge: () => void }) {
  const { t } = useTranslation();
  const text = use(textPromise);
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      onClose={onAcknowledge}
      title={text?.title ?? t('attentionModal.title')}
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
      {text ? (
        <MarkdownHtml className="space-y-3 text-sm leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc" html={text.html} />
      ) : (
        <div className="space-y-3 text-sm leading-relaxed text-slate-700">
          <p>{t('attentionModal.intro')}</p>
          <p>{t('attentionModal.advice')}</p>
        </div>
      )}
    </Modal>
  );
}
