import { ALERT_TIMEOUT_MS } from '@store/contracts/constants';
import { useCallback, useEffect, useState } from 'react';
import type { AppAlert } from '../lib/app-alerts.ts';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { CloseButton } from './ui/close-button.tsx';

/** One alert: closes itself after ALERT_TIMEOUT_MS (spec §4/§9), or with its close button. */
function AlertItem({ alert, onClose }: { alert: AppAlert; onClose: (alert: AppAlert) => void }) {
  const { t, tDynamic } = useTranslation();
  // Both are stable (the alert comes from the root data, `onClose` is memoised): the timer
  // starts once, when the alert appears, whatever else redraws the list.
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(alert), ALERT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [alert, onClose]);
  const success = alert.tone === 'success';
  const text = success ? tDynamic(alert.key, { param: alert.param ?? '' }) : tDynamic(`errors.${alert.code}`, { defaultValue: t('alerts.http.error') });
  return (
    <div
      role={alert.tone === 'success' ? 'status' : 'alert'}
      // Without JavaScript the alert fades out by itself after the same 5 s (app.css).
      className={`app-alert pointer-events-auto flex items-start gap-2 rounded-md border p-3 text-sm shadow-lg ${success ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900'}`}
    >
      <p className="flex-1 self-center break-words">{text}</p>
      <CloseButton label={t('alerts.close')} onClick={() => onClose(alert)} className="-m-2 hover:bg-white/60" />
    </div>
  );
}

/**
 * Spec §7 interceptors: the alerts of the last API answers, top right (spec §9), announced to
 * screen readers as they come: the two live regions are always in the page, and only an alert
 * itself carries the status or alert role, so an empty region is no second "alert" beside a
 * form's own message.
 */
export function AppAlerts({ alerts }: { alerts: AppAlert[] }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<ReadonlySet<AppAlert>>(new Set());
  const open = alerts.filter((alert) => !closed.has(alert));
  const close = useCallback((alert: AppAlert) => setClosed((previous) => new Set(previous).add(alert)), []);
  const list = (tone: AppAlert['tone']) => open.filter((alert) => alert.tone === tone);
  return (
    <section aria-label={t('alerts.region')} className="pointer-events-none fixed top-2 right-2 left-2 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96">
      <div aria-live="polite" className="flex w-full flex-col gap-2">
        {list('success').map((alert) => (
          <AlertItem key={alertKey(alert)} alert={alert} onClose={close} />
        ))}
      </div>
      <div aria-live="assertive" className="flex w-full flex-col gap-2">
        {list('error').map((alert) => (
          <AlertItem key={alertKey(alert)} alert={alert} onClose={close} />
        ))}
      </div>
    </section>
  );
}

const alertKey = (alert: AppAlert) => (alert.tone === 'success' ? `${alert.key} ${alert.param ?? ''}` : alert.code);
