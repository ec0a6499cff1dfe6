import { type MouseEvent, type PointerEvent, type SyntheticEvent, type RefObject, useEffect, useRef } from 'react';

export interface NativeDialogOptions {
  open: boolean;
  /** Called whenever the dialog closed itself (Escape, backdrop) so the owner's state follows. */
  onClose: () => void;
  /** Neither Escape nor a backdrop click closes the dialog. */
  staticBackdrop?: boolean;
  /** Receives focus when the dialog opens; otherwise the browser picks the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Drives a native <dialog> from React state. showModal() gives the top layer, an inert page
 * behind, the focus trap, Escape and focus return for free; this hook only keeps the
 * state in sync and adds the optional backdrop click.
 */
export function useNativeDialog({ open, onClose, staticBackdrop = false, initialFocusRef }: NativeDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  return {
    ref,
    // Where supported, the browser itself then ignores Escape (static) or closes on a
    // backdrop click; the handlers below do the same for the other browsers.
    closedby: staticBackdrop ? ('none' as const) : ('any' as const),
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (staticBackdrop) event.preventDefault();
    },
    onClose: () => onClose(),
    // The dialog element itself is only hit on the backdrop, because its content fills it.
    // A press that started inside (selecting text, say) and ended outside is not a dismissal.
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (staticBackdrop || !pressedOnBackdrop.current || event.target !== event.currentTarget) return;
      event.currentTarget.close();
    },
  };
}
