import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/** Seconds left at which a screen reader hears how long remains (not every second). */
export const ANNOUNCED_SECONDS = [120, 60, 30, 10] as const;

/** "4:05" -> "04:05": minutes and seconds, both on two digits. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * The cart timer (spec §4) as a live mm:ss countdown from the seconds the server gave. It counts
 * from when the page got them rather than from `expiresAt`, so a phone whose clock is off still
 * shows the right time. A polite live region speaks at a few marks and at zero; the timer
 * itself stays silent. Without JavaScript it shows the time left when the page was made.
 */
export function CheckoutTimer({ secondsLeft, onExpire }: { secondsLeft: number; onExpire: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(secondsLeft);
  const [announced, setAnnounced] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const deadline = Date.now() + secondsLeft * 1000;
    let last = secondsLeft;
    const tick = () => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      if (now === last) return;
      // A throttled background tab may skip seconds: announce the mark it jumped over.
      const crossed = ANNOUNCED_SECONDS.find((mark) => mark < last && mark >= now);
      last = now;
      setLeft(now);
      if (crossed !== undefined) setAnnounced(crossed);
      if (now === 0) {
        window.clearInterval(timer);
        onExpire();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [secondsLeft, onExpire]);
  const urgent = left <= 30;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 ${urgent ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}>
      <p className="text-sm font-medium" id="checkout-timer-label">
        {t('checkout.timer.label')}
      </p>
      <p role="timer" aria-labelledby="checkout-timer-label" className="font-mono text-2xl font-bold tabular-nums">
        {formatCountdown(left)}
      </p>
      <p className="w-full text-xs">{t('checkout.timer.hint')}</p>
      <p aria-live="polite" className="sr-only">
        {announced === undefined ? '' : announced >= 60 ? t('checkout.timer.minutesLeft', { count: announced / 60 }) : t('checkout.timer.secondsLeft', { count: announced })}
      </p>
    </div>
  );
}
