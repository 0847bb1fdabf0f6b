import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NativeAdPreview } from '../../../components/native-ad-preview';
import { StatusMessage } from '../../../components/status-message';
import { TimeAgo } from '../../../components/time-ago';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CAMPAIGNS_QUERY_KEY } from '../api/campaigns';
import { useChangeCreativeStatus } from '../api/creative-status';
import { UNAPPROVED_QUERY_KEY, useUnapprovedCreatives, type UnapprovedCreative } from '../api/unapproved-creatives';
import { isForbidden } from '../../../lib/forbidden';
import { formatDayTime } from '../lib/format';
import { AccessDenied } from '../../../components/access-denied';
import { DisapproveDialog } from './disapprove-dialog';
import { ListState } from './list-state';
import { AdvertisingPage } from './advertising-page';
import styles from './approve-page.module.css';

/**
 * /admin/approve/ (admins, spec sections 2 and 6): the creatives waiting for approval, oldest first, each shown as the
 * native ad it will be. Approve runs it in the lists; Disapprove asks for a reason. A creative leaves the list once
 * the server took the decision; a refusal (it moved on meanwhile) is said beside it.
 */
export function ApprovePage() {
  useDocumentTitle('Approve ads');
  const queryClient = useQueryClient();
  const creatives = useUnapprovedCreatives();
  const heading = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const decided = (creative: UnapprovedCreative, message: string) => {
    const list = queryClient.getQueryData<UnapprovedCreative[]>(UNAPPROVED_QUERY_KEY) ?? [];
    const index = list.findIndex((item) => item.id === creative.id);
    const rest = list.filter((item) => item.id !== creative.id);
    queryClient.setQueryData<UnapprovedCreative[]>(UNAPPROVED_QUERY_KEY, rest);
    void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
    setAnnouncement(message);
    // Focus moves on to the next creative to decide (or the page, when none is left) instead of falling to the body.
    const next = rest[Math.min(Math.max(index, 0), rest.length - 1)];
    window.requestAnimationFrame(() => {
      const target = next ? document.querySelector<HTMLElement>(`[data-creative-id="${next.id}"]`) : heading.current?.querySelector('h1');
      target?.focus({ preventScroll: false });
    });
  };

  if (creatives.isError && isForbidden(creatives.error)) return <AccessDenied />;
  const count = creatives.data?.length;
  return (
    <AdvertisingPage
      title="Approve ads"
      intro={count === undefined ? undefined : count === 0 ? 'Nothing is waiting for approval.' : `${count} ${count === 1 ? 'ad is' : 'ads are'} waiting for approval, oldest first.`}
      actions={
        <Link className="button button--ghost" to="/product-pitch/admin-dashboard/">
          All campaigns
        </Link>
      }
      headerRef={heading}
    >
      <p className="visually-hidden" role="status" data-announcement="">
        {announcement}
      </p>
      <ListState
        query={creatives}
        loadingLabel="Loading the ads waiting for approval"
        failedTitle="The ads waiting for approval could not be loaded"
        empty={<StatusMessage title="All caught up">No ad is waiting for approval. New ones appear here once their advertisers have paid.</StatusMessage>}
      >
        {(list) => (
          <ol className={styles.list} aria-label="Ads waiting for approval">
            {list.map((creative) => (
              <CreativeItem key={creative.id} creative={creative} onDecided={decided} />
            ))}
          </ol>
        )}
      </ListState>
    </AdvertisingPage>
  );
}

function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverError ?? error.message) : fallback;
}

function CreativeItem({ creative, onDecided }: { creative: UnapprovedCreative; onDecided: (creative: UnapprovedCreative, message: string) => void }) {
  const titleId = useId();
  const approval = useChangeCreativeStatus(creative.id);
  const disapproval = useChangeCreativeStatus(creative.id);
  const approving = approval.isPending;
  const [disapproving, setDisapproving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const approve = () => {
    setError(null);
    approval.mutate(
      { action: 'approve' },
      {
        onSuccess: () => onDecided(creative, `Approved “${creative.title}”. It now runs in the lists.`),
        onError: (failure) => setError(failureText(failure, 'The ad could not be approved.')),
      },
    );
  };

  const disapprove = (reason: string, refused: (failure: Error) => void) => {
    disapproval.mutate(
      { action: 'disapprove', reason },
      {
        onSuccess: () => {
          setDisapproving(false);
          onDecided(creative, `Disapproved “${creative.title}”.`);
        },
        onError: refused,
      },
    );
  };

  return (
    <li className={styles.item} data-creative-id={creative.id} tabIndex={-1} aria-labelledby={titleId}>
      <div className={styles.preview}>
        <NativeAdPreview
          title={creative.title}
          content={creative.content}
          price={creative.price}
          link={creative.link}
          // A GIF plays as the ad's picture; an embed shows its player in the picture's box.
          image={creative.upload_type === 'gif' ? creative.gif : creative.upload_type === 'embed' ? null : creative.image}
          embed={creative.upload_type === 'embed' ? creative.embed : null}
        />
      </div>
      <div className={styles.info}>
        <h2 id={titleId} className={styles.itemTitle}>
          {creative.title || 'Untitled ad'}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Advertiser</dt>
            <dd>{creative.advertiser?.username ?? 'No account'}</dd>
          </div>
          <div>
            <dt>Link</dt>
            <dd>
              <a href={creative.link} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
                {creative.link}
              </a>
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              <time dateTime={creative.created_at}>{formatDayTime(creative.created_at)}</time>
              <TimeAgo date={creative.created_at} />
            </dd>
          </div>
          <div>
            <dt>Campaign</dt>
            <dd>#{creative.campaign_id}</dd>
          </div>
        </dl>
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button form-sending" disabled={approving} onClick={approve} aria-describedby={titleId}>
            {approving ? 'Approving…' : 'Approve'}
          </button>
          <button type="button" className="button button--ghost" disabled={approving} onClick={() => setDisapproving(true)} aria-describedby={titleId}>
            Disapprove
          </button>
        </div>
      </div>
      {disapproving && <DisapproveDialog title={creative.title} sending={disapproval.isPending} onDisapprove={disapprove} onClose={() => setDisapproving(false)} />}
    </li>
  );
}
