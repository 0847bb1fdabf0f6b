import { serverWords } from '../../../lib/api-client';
import { useStaffAudit } from '../../../components/audit-trail/use-staff-audit';
import { AuditEntries } from '../../../components/audit-trail/audit-entries';

/** A creative's history of staff actions (edits field by field, approvals, a conversion), newest first. */
export function CreativeAdminHistory({ creativeId }: { creativeId: number }) {
  const history = useStaffAudit(1, { type: 'creative', id: creativeId });
  if (history.isPending) return <p aria-busy="true">Loading the history…</p>;
  if (!history.data) return <p className="form-error">{serverWords(history.error, 'The history could not be loaded.')}</p>;
  if (history.data.entries.length === 0) return <p>No staff changes yet.</p>;
  return <AuditEntries entries={history.data.entries} label={`History of ad ${creativeId}`} />;
}
