import { useParams } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { Pager } from '../../../components/pager';
import { StatusMessage } from '../../../components/status-message';
import { serverWords } from '../../../lib/api-client';
import { parsePageNumber } from '../../../lib/page-window';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccessDenied } from '../../../components/access-denied';
import { AuditEntries } from '../../../components/audit-trail/audit-entries';
import { useStaffAudit } from '../../../components/audit-trail/use-staff-audit';
import { isForbidden } from '../../../lib/forbidden';
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
