import type { AuditEntry } from '@store/contracts/admin';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/** Audit entries, newest first: when, who (login, roles, address, request), what, and the change. */
export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, tDynamic, language } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  return (
    <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-2 p-3 text-sm md:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1.4fr)]">
          <div>
            <time dateTime={entry.occurredDate} className="font-medium text-slate-900">
              {date(entry.occurredDate)}
            </time>
            <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold md:ml-0 md:mt-1 md:inline-block ${entry.outcome === 'SUCCESS' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
              {tDynamic(`admin.audit.outcomes.${entry.outcome}`)}
            </span>
          </div>
          <div className="min-w-0">
            <p>
              <span className="font-semibold">{entry.actorLogin ?? t('admin.audit.nobody')}</span>
              {entry.actorRoles.length > 0 ? <span className="text-slate-500"> · {entry.actorRoles.filter((role) => role !== 'ROLE_USER').map((role) => tDynamic(`admin.users.roles.${role}`, { defaultValue: role })).join(', ') || tDynamic('admin.users.roles.ROLE_USER')}</span> : null}
            </p>
            <p className="font-mono text-xs text-slate-700">
              <span className="break-all">{entry.action}</span> · {tDynamic(`admin.audit.entities.${entry.entityType}`, { defaultValue: entry.entityType })}
              {entry.entityId ? <span className="break-all"> {entry.entityId}</span> : null}
            </p>
            <p className="break-all text-xs text-slate-500">
              {t('admin.audit.address')} {entry.clientAddress ?? '—'} · {t('admin.audit.request')} {entry.requestId ?? '—'}
            </p>
          </div>
          <div className="grid min-w-0 gap-2 sm:grid-cols-2">
            {entry.before !== null ? (
              <div className="min-w-0">
                <p className="text-xs font-semibold text-slate-600">{t('admin.audit.before')}</p>
                <pre className="whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">{json(entry.before)}</pre>
              </div>
            ) : null}
            {entry.after !== null ? (
              <div className="min-w-0">
                <p className="text-xs font-semibold text-slate-600">{t('admin.audit.after')}</p>
                <pre className="whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">{json(entry.after)}</pre>
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** One entity's latest history on its page (administrators), with a link to the whole of it in the log. */
export function EntityHistory({ entityType, entityId, entries, title, linkLabel }: { entityType: string; entityId: number; entries: readonly AuditEntry[]; title: string; linkLabel: string }) {
  const id = `${entityType}-history-title`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <AuditEntries entries={entries} />
      <Link to={`/admin/audit?entityType=${entityType}&entityId=${entityId}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {linkLabel}
      </Link>
    </section>
  );
}
