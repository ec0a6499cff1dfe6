import { type ReactNode, type RefObject, useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { CloseButton } from './close-button.tsx';
import { useNativeDialog } from './use-native-dialog.ts';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
};

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on narrow screens). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Only the modal's own buttons close it: not Escape, not a click beside it. */
  staticBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and
 * restores focus on close. It is in the server HTML (closed), so opening it shifts nothing.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', staticBackdrop = false, initialFocusRef }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useNativeDialog({ open, onClose, staticBackdrop, initialFocusRef });
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widths[size]} overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} className="py-2 text-lg font-semibold">
            {title}
          </h2>
          {staticBackdrop ? null : (
            <CloseButton label={t('ui.close')} onClick={onClose} className="-mr-2 text-slate-500 hover:text-slate-800" />
          )}
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-3 sm:flex-row sm:justify-end">{footer}</div> : null}
      </div>
    </dialog>
  );
}
