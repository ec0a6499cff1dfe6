import type { Language } from '@store/contracts/locale';

/*
 * Flags drawn inline so they show the same everywhere: no emoji (Windows has no flag
 * emoji) and no image request. Decorative: the language name is always written beside.
 */
const frame = 'h-3.5 w-5 shrink-0 rounded-[2px] ring-1 ring-slate-900/15';

export function FlagFrance({ className = frame }: { className?: string }) {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" focusable="false" className={className}>
      <rect width="10" height="20" fill="#0055a4" />
      <rect x="10" width="10" height="20" fill="#ffffff" />
      <rect x="20" width="10" height="20" fill="#ef4135" />
    </svg>
  );
}

export function FlagUnitedKingdom({ className = frame }: { className?: string }) {
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className}>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0 60 30M60 0 0 30" stroke="#ffffff" strokeWidth="6" />
      <path d="M0 0 60 30M60 0 0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#ffffff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}

/** The flag shown for an interface language. */
export function LanguageFlag({ language, className }: { language: Language; className?: string }) {
  return language === 'fr' ? <FlagFrance className={className} /> : <FlagUnitedKingdom className={className} />;
}
