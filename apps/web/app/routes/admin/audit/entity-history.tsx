import type { AuditEntry } from '@store/contracts/admin';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { AuditEntries } from './audit-entries.tsx';

/** An entity's newest audit rows on its own page, and the link to its whole history in the log. */
export function EntityHistory({ entries, entityType, entityId, title }: { entries: readonly AuditEntry[]; entityType: string; entityId: number; title: string }) {
  const { t } = useTranslation();
  const titleId = `${entityType}-history-title`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      <AuditEntries entries={entries} />
      <Link to={`/admin/audit?entityType=${entityType}&entityId=${entityId}`} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {t('admin.user.historyLink')}
      </Link>
    </section>
  );
}
