import type { SettingChange } from '@store/contracts/admin-settings';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/** A setting's changes, newest first: the value, the one it replaced, who and when, the note. */
export function SettingHistory({ changes, titleId, format = (value) => value }: { changes: readonly SettingChange[]; titleId: string; format?: (value: string) => string }) {
  const { t, language } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold">
        {t('admin.currency.history')}
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin.currency.noHistory')}</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
          {changes.map((change) => (
            <li key={change.id} className="p-3">
              <p className="break-all font-semibold">
                {format(change.value)}
                {change.previous === null ? null : <span className="font-normal text-slate-600"> {t('admin.currency.was', { value: format(change.previous) })}</span>}
              </p>
              <p className="text-slate-600">{t('admin.currency.by', { login: change.actorLogin ?? '—', date: date(change.changedDate) })}</p>
              {change.note ? <p className="mt-1 break-words">{change.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
