import { PITCH_MESSAGES, PITCH_REASON_MAX, PITCH_SORTS, PITCH_STATUSES, type PitchDto, type PitchSort, type PitchStatus } from '@emberhold/contracts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed } from '../../../components/load-failed';
import { PageCard } from '../../../components/page-card';
import { Pager } from '../../../components/pager';
import { ReasonDialog } from '../../../components/reason-dialog';
import { serverWords } from '../../../lib/api-client';
import { isForbidden } from '../../../lib/forbidden';
import { usePitchQueue, useRejectPitch } from '../api/pitch-queue-api';
import { PitchCard } from './pitch-card';
import { PitchForm } from './pitch-form';
import { PublishDialog } from './publish-dialog';
import styles from './pitch-queue.module.css';

const STATUS_LABELS: Record<PitchStatus, string> = { pending: 'Pending', published: 'Published', rejected: 'Rejected' };
const SORT_LABELS: Record<PitchSort, string> = { priority: 'Priority', newest: 'Newest first', oldest: 'Oldest first' };

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/**
 * /admin/pitchpost/ (admins, spec sections 2, 5 and 7): pitch a post, and work the queue of staff pitches and users'
 * submissions: by status, by priority or age, each published as a post (a dialog prefilled from the pitch) or rejected
 * with a reason. The tab, sort and page are in the address.
 */
export function PitchQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = pick(params.get('status'), PITCH_STATUSES, 'pending');
  const sort = pick(params.get('sort'), PITCH_SORTS, 'priority');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const queue = usePitchQueue(status, sort, page);
  const sortId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [publishing, setPublishing] = useState<PitchDto | null>(null);
  const [rejecting, setRejecting] = useState<PitchDto | null>(null);

  const go = (next: { status?: PitchStatus; sort?: PitchSort; page?: number }) => {
    const query = new URLSearchParams({ status: next.status ?? status, sort: next.sort ?? sort });
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  if (queue.isError && isForbidden(queue.error)) return <AccessDenied />;
  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : undefined;
  return (
    <PageCard title="Pitch queue" className={styles.page} intro="Staff pitches and the products users submit, in one queue: publish them as posts or reject them with a reason.">
      <PitchForm onPitched={(title) => setAnnouncement(`Pitched “${title}”. It is in the pending queue.`)} />
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      <section aria-label="The queue">
        <div className={styles.toolbar}>
          <div role="tablist" aria-label="Pitches by status" className={styles.tabs}>
            {PITCH_STATUSES.map((tab) => (
              <button key={tab} type="button" role="tab" aria-selected={tab === status} className={styles.tab} onClick={() => go({ status: tab })}>
                {STATUS_LABELS[tab]}
                {data ? ` (${data.counts[tab]})` : ''}
              </button>
            ))}
          </div>
          <div className={styles.sort}>
            <label className="form-label" htmlFor={sortId}>
              Sort by
            </label>
            <select id={sortId} className="form-input" value={sort} onChange={(event) => go({ sort: event.target.value as PitchSort })}>
              {PITCH_SORTS.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {queue.isPending && <p aria-busy="true">Loading the queue…</p>}
        {queue.isError && <LoadFailed retry={() => void queue.refetch()}>{serverWords(queue.error, 'The queue could not be loaded.')}</LoadFailed>}
        {data && data.pitches.length === 0 && <p>No {STATUS_LABELS[status].toLowerCase()} pitches.</p>}
        {data && data.pitches.length > 0 && (
          <ol className={styles.list} aria-label={`${STATUS_LABELS[status]} pitches`}>
            {data.pitches.map((pitch) => (
              <PitchCard key={pitch.id} pitch={pitch} onPublish={setPublishing} onReject={setRejecting} />
            ))}
          </ol>
        )}
        {pages !== undefined && <Pager page={page} pages={pages} href={(n) => `?${new URLSearchParams({ status, sort, ...(n > 1 ? { page: String(n) } : {}) }).toString()}`} />}
      </section>
      {publishing && (
        <PublishDialog
          pitch={publishing}
          onClose={() => setPublishing(null)}
          onPublished={({ post }) => {
            setPublishing(null);
            setAnnouncement(`Published “${post.title}” at /${post.slug}/.`);
          }}
        />
      )}
      {rejecting && <RejectDialog pitch={rejecting} onDone={(message) => { setRejecting(null); if (message) setAnnouncement(message); }} />}
    </PageCard>
  );
}

function RejectDialog({ pitch, onDone }: { pitch: PitchDto; onDone: (message?: string) => void }) {
  const reject = useRejectPitch(pitch.id);
  return (
    <ReasonDialog
      title="Reject this pitch"
      eyebrow="Pitch queue"
      intro={`“${pitch.title}” leaves the queue. The reason stays with it.`}
      layerData={{ 'data-reject-dialog': '' }}
      action={['Reject', 'Rejecting…']}
      requiredMessage={PITCH_MESSAGES.reasonMissing}
      maxLength={PITCH_REASON_MAX}
      placeholder="Not licensed merchandise."
      fallbackError="The pitch could not be rejected."
      danger
      sending={reject.isPending}
      onSubmit={(reason, refused) => reject.mutate(reason, { onSuccess: () => onDone(`Rejected “${pitch.title}”.`), onError: refused })}
      onClose={() => onDone()}
    />
  );
}
