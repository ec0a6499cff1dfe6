import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A button that shows and hides a panel beside it (dropdowns, the mega-menu).
 * Escape closes and gives focus back to the button; a click or focus outside closes; any
 * navigation closes, because the open state belongs to the location it was opened on.
 * `fixedPanelId` names the panel when something else links to it (an `#anchor`).
 */
export function useDisclosure(fixedPanelId?: string) {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const generatedId = useId();
  const panelId = fixedPanelId ?? generatedId;

  const close = useCallback((returnFocus = false) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return {
    open,
    show: () => setOpenOn(location.key),
    close,
    containerProps: {
      ref: containerRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close(true);
      },
      // Only a focus that lands elsewhere closes: a click on a non-focusable part of the
      // panel (relatedTarget null) must not.
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenOn(open ? null : location.key),
    },
    panelId,
  };
}
