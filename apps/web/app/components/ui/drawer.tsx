import { type ReactNode, type RefObject, useId } from 'react';
import { useNativeDialog } from './use-native-dialog.ts';

export interface DrawerProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  children: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A panel that slides in from the left, on the native modal <dialog> like the modal:
 * role dialog and aria-modal come with it, Escape and the backdrop close it.
 */
export function Drawer({ id, open, onClose, label, children, initialFocusRef }: DrawerProps) {
  const fallbackId = useId();
  const dialog = useNativeDialog({ open, onClose, initialFocusRef });
  return (
    <dialog
      {...dialog}
      id={id ?? fallbackId}
      aria-label={label}
      className="m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:open:-translate-x-full"
    >
      <div className="flex h-full flex-col">{children}</div>
    </dialog>
  );
}
