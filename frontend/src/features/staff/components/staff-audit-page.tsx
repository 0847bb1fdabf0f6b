import type { StaffAuditEntryDto } from '@emberhold/contracts';
import { useParams } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { Pager } from '../../../components/pager';
import { StatusMessage } from '../../../components/status-message';
import { serverWords } from '../../../lib/api-client';
import { parsePageNumber } from '../../../lib/page-window';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccessDenied } from '../../../components/access-denied';
import { formatDayTime } from '../../../lib/figures';
import { isForbidden } from '../../../lib/forbidden';
import { useStaffAudit } from '../api/staff-audit';
import { actionLabel, changeLines } from '../lib/staff-audit';
import styles from './staff-audit-page.module.css';

export const auditPagePath = (page: number) => (page > 1 ? `/admin/audit/${page}` : '/admin/audit/');

/** /admin/audit/ and /admin/audit/{page} (admins): every staff action, newest first, with who, when and what changed. */
export function StaffAuditPage() {
  const page = parsePageNumber(useParams().page);
  return page === null ? <NotFoundMessage /> : <StaffAudit page={page} />;
}

function StaffAudit({ page }: { page: number }) {
  useDocumentTitle(page > 1 ? `Staff activity, page ${page}` : 'Staff activity');
  const audit = useStaffAudit(page);
  if (audit.isError && isForbidden(audit.error)) return <AccessDenied />;
  const data = audit.data;
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Staff activity</h1>
          <p className="page-intro">Every staff action, newest first: who did it, when, and what changed.</p>
        </header>
        {audit.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading the staff activity" />
        ) : !data ? (
          <LoadFailed title="The staff activity could not be loaded" retry={audit.refetch}>
            {serverWords(audit.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        ) : data.entries.length === 0 ? (
          page > 1 ? <NotFoundMessage homeHref={auditPagePath(1)} /> : <StatusMessage title="Nothing yet">Staff actions appear here as they happen.</StatusMessage>
        ) : (
          <>
            <AuditEntries entries={data.entries} label={`Staff actions, page ${page}`} />
            <Pager page={page} hasNext={data.has_more} href={auditPagePath} />
          </>
        )}
      </div>
    </div>
  );
}

/** A list of audit entries, also shown beside one creative or boost as its history. */
export function AuditEntries({ entries, label }: { entries: StaffAuditEntryDto[]; label: string }) {
  return (
    <ol className={styles.entries} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry} data-audit-entry={entry.id}>
          <p className={styles.what}>
            <span className={styles.action}>{actionLabel(entry.action)}</span> {entry.summary}
          </p>
          <p className={styles.who}>
            {entry.actor ? entry.actor.username : 'A deleted account'} · <time dateTime={entry.created_at}>{formatDayTime(entry.created_at)}</time>
          </p>
          {changeLines(entry.changes).length > 0 && (
            <ul className={styles.changes}>
              {changeLines(entry.changes).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
