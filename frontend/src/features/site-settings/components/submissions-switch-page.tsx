import { LoadFailed } from '../../../components/load-failed';
import { PageCard } from '../../../components/page-card';
import { serverWords } from '../../../lib/api-client';
import { useSetSubmissionsOpen, useSubmissionsSwitch } from '../api/submissions-api';

function lastChange(updatedAt: string | null, by: { username: string } | null): string {
  if (updatedAt === null) return 'Nobody has turned them off yet.';
  const when = new Date(updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `Last changed ${by ? `by ${by.username} ` : ''}on ${when} UTC.`;
}

/** /admin/submissions/ (admins): turns submissions (the submit-product form and the advertiser funnel) off and on again. */
export function SubmissionsSwitchPage() {
  const current = useSubmissionsSwitch();
  const change = useSetSubmissionsOpen();
  return (
    <PageCard
      title="Submissions switch"
      intro="While submissions are off, the submit-product form and the advertiser funnel show a “submissions are down” page, and their calls are refused."
    >
      {current.isPending && <p aria-busy="true">Loading…</p>}
      {current.error && <LoadFailed retry={() => void current.refetch()}>{serverWords(current.error, 'The switch could not be read.')}</LoadFailed>}
      {current.data && (
        <>
          <p role="status">
            Submissions are <strong>{current.data.open ? 'open' : 'off'}</strong>. {lastChange(current.data.updated_at, current.data.updated_by)}
          </p>
          <button
            type="button"
            className="button form-sending"
            disabled={change.isPending}
            aria-busy={change.isPending}
            onClick={() => change.mutate(!current.data.open)}
          >
            {current.data.open ? 'Turn submissions off' : 'Turn submissions on'}
          </button>
          {change.error && <p role="alert">{serverWords(change.error, 'The switch could not be changed. Please try again.')}</p>}
        </>
      )}
    </PageCard>
  );
}
