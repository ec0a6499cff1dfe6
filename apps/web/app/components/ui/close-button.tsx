import type { Ref } from 'react';
import { CloseIcon } from './icons.tsx';

/** The cross that closes a modal or a drawer; `label` names it, the icon is decorative. */
export function CloseButton({ label, onClick, className = '', ref }: { label: string; onClick: () => void; className?: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" onClick={onClick} aria-label={label} className={`inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-slate-100 ${className}`}>
      <CloseIcon />
    </button>
  );
}
