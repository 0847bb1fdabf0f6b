import type { DropoffDto, PassedPitchDto } from '@emberhold/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { Pager } from '../../../components/pager';
import { StatusMessage } from '../../../components/status-message';
import { TimeAgo } from '../../../components/time-ago';
import { ApiError, serverWords } from '../../../lib/api-client';
import { formatDayTime } from '../../../lib/figures';
import { isForbidden } from '../../../lib/forbidden';
import { parsePageNumber } from '../../../lib/page-window';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type DiscountTarget, useDisqualify, useDropoffs, usePassedPitches, useSendDiscount } from '../api/dropoffs';
import { dropoffsPagePath, stepLabel } from '../lib/dropoff-steps';
import { DropoffsDisqualifyDialog } from './dropoffs-disqualify-dialog';
import styles from './dropoffs-page.module.css';

/**
 * /product-pitch/dropoffs/ and /product-pitch/dropoffs/{page} (admins, spec section 6): people who left the ad funnel
 * without paying, with a one-time discount to send (once: the button stays off afterwards and says when) or a
 * disqualification with a reason; and below, the pitches staff passed on, whose advertisers can get a discount too.
 */
export function DropoffsPage() {
  const page = parsePageNumber(useParams().page);
  return page === null ? <NotFoundMessage /> : <Dropoffs page={page} />;
}

const failureWords = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.serverError ?? error.message) : fallback);

function Dropoffs({ page }: { page: number }) {
  useDocumentTitle(page > 1 ? `Dropoffs, page ${page}` : 'Dropoffs');
  const dropoffs = useDropoffs(page);
  const send = useSendDiscount();
  const [sending, setSending] = useState<string | null>(null);
  const [sendError, setSendError] = useState<{ key: string; message: string } | null>(null);
  const [disqualifying, setDisqualifying] = useState<DropoffDto | null>(null);
  const disqualify = useDisqualify();

  if (dropoffs.isError && isForbidden(dropoffs.error)) return <AccessDenied />;

  const sendTo = (key: string, target: DiscountTarget) => {
    setSending(key);
    setSendError(null);
    send.mutate(target, {
      onError: (error) => setSendError({ key, message: failureWords(error, 'The discount could not be sent.') }),
      onSettled: () => setSending(null),
    });
  };

  const data = dropoffs.data;
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Dropoffs and discounts</h1>
          <p className="page-intro">People who left the ad funnel without paying, newest first. A discount makes their campaign $186.75 instead of $249, once.</p>
        </header>
        {dropoffs.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading the dropoffs" />
        ) : !data ? (
          <LoadFailed title="The dropoffs could not be loaded" retry={dropoffs.refetch}>
            {serverWords(dropoffs.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        ) : data.dropoffs.length === 0 ? (
          page > 1 ? <NotFoundMessage homeHref={dropoffsPagePath(1)} /> : <StatusMessage title="No dropoffs">Nobody has left the funnel without paying.</StatusMessage>
        ) : (
          <>
            <p className={styles.count}>{data.meta.count === 1 ? '1 dropoff' : `${data.meta.count ?? data.dropoffs.length} dropoffs`}</p>
            <div className={styles.tableScroll}>
              <table className={styles.table} aria-label={`Dropoffs, page ${page}`}>
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">How far</th>
                    <th scope="col">Left</th>
                    <th scope="col">Discount</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.dropoffs.map((dropoff) => {
                    const key = `dropoff-${dropoff.id}`;
                    return (
                      <tr key={dropoff.id} data-dropoff={dropoff.id}>
                        <th scope="row" className={styles.email}>
                          {dropoff.email}
                          {dropoff.username && <span className={styles.sub}>{dropoff.username}</span>}
                          {dropoff.campaign_id !== null && <span className={styles.sub}>Campaign #{dropoff.campaign_id}</span>}
                        </th>
                        <td>{stepLabel(dropoff.last_step)}</td>
                        <td>
                          <time dateTime={dropoff.left_at}>{formatDayTime(dropoff.left_at)}</time>
                          <TimeAgo date={dropoff.left_at} />
                        </td>
                        <td data-discount-state>{dropoff.discount_sent_at ? <>Sent <time dateTime={dropoff.discount_sent_at}>{formatDayTime(dropoff.discount_sent_at)}</time></> : 'Not sent'}</td>
                        <td className={styles.actions}>
                          <button type="button" className="button" disabled={dropoff.discount_sent || sending === key} onClick={() => sendTo(key, { id: dropoff.id })} aria-label={`Send a discount to ${dropoff.email}`}>
                            {dropoff.discount_sent ? 'Discount sent' : sending === key ? 'Sending…' : 'Send discount'}
                          </button>
                          <button type="button" className="button button--ghost" onClick={() => setDisqualifying(dropoff)} aria-label={`Disqualify ${dropoff.email}`}>
                            Disqualify
                          </button>
                          {sendError?.key === key && (
                            <p className="form-error" role="alert">
                              {sendError.message}
                            </p>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pager page={page} pages={data.pages} href={dropoffsPagePath} />
          </>
        )}
        <PassedPitches sending={sending} sendError={sendError} onSend={sendTo} />
      </div>
      {disqualifying && (
        <DropoffsDisqualifyDialog
          email={disqualifying.email}
          sending={disqualify.isPending}
          onClose={() => setDisqualifying(null)}
          onDisqualify={(reason, refused) =>
            disqualify.mutate({ id: disqualifying.id, reason }, { onSuccess: () => setDisqualifying(null), onError: (error) => refused(error) })
          }
        />
      )}
    </div>
  );
}

interface PassedPitchesProps {
  sending: string | null;
  sendError: { key: string; message: string } | null;
  onSend: (key: string, target: DiscountTarget) => void;
}

/** The pitches staff passed on (first page: the newest), each with its reason, its advertiser and a discount to send. */
function PassedPitches({ sending, sendError, onSend }: PassedPitchesProps) {
  const [page, setPage] = useState(1);
  const pitches = usePassedPitches(page);
  const data = pitches.data;
  // The page as a whole says Access denied (from the dropoffs' own answer); this section adds nothing to it.
  if (pitches.isError && isForbidden(pitches.error)) return null;
  return (
    <section className={styles.section} aria-labelledby="passed-pitches-heading">
      <h2 id="passed-pitches-heading" className={styles.sectionHeading}>
        Passed pitches
      </h2>
      <p className={styles.sectionIntro}>Ads staff disapproved, newest first. A discount invites the advertiser to try again.</p>
      {pitches.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label="Loading the passed pitches" />
      ) : !data ? (
        <LoadFailed title="The passed pitches could not be loaded" retry={pitches.refetch}>
          {serverWords(pitches.error, TRY_AGAIN_SOON)}
        </LoadFailed>
      ) : data.pitches.length === 0 ? (
        <StatusMessage title="No passed pitches">No ad has been disapproved.</StatusMessage>
      ) : (
        <>
          <ul className={styles.pitches} aria-label="Passed pitches">
            {data.pitches.map((pitch) => (
              <PassedPitch key={pitch.creative_id} pitch={pitch} sending={sending} sendError={sendError} onSend={onSend} />
            ))}
          </ul>
          {(page > 1 || data.has_more) && (
            <nav className={styles.pitchPager} aria-label="Passed pitch pages">
              <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                ← Newer
              </button>
              <button type="button" className="button button--ghost" disabled={!data.has_more} onClick={() => setPage(page + 1)}>
                Older →
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function PassedPitch({ pitch, sending, sendError, onSend }: { pitch: PassedPitchDto } & PassedPitchesProps) {
  const key = `pitch-${pitch.creative_id}`;
  const sent = pitch.discount_sent_at !== null;
  return (
    <li className={styles.pitch} data-passed-pitch={pitch.creative_id}>
      <p className={styles.pitchTitle}>
        “{pitch.title}” <span className={styles.sub}>Campaign #{pitch.campaign_id}</span>
      </p>
      <p className={styles.reason}>
        <span className={styles.label}>Reason:</span> {pitch.reason ?? 'No reason recorded.'}
      </p>
      <p className={styles.sub}>
        {pitch.advertiser ? `${pitch.advertiser.username} · ${pitch.advertiser.email}` : 'No advertiser'} · passed on <time dateTime={pitch.passed_at}>{formatDayTime(pitch.passed_at)}</time>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={sent || !pitch.advertiser || sending === key} onClick={() => onSend(key, { creative_id: pitch.creative_id })} aria-label={`Send a discount for “${pitch.title}”`}>
          {sent ? 'Discount sent' : sending === key ? 'Sending…' : 'Send discount'}
        </button>
        {sent && pitch.discount_sent_at && (
          <span className={styles.sub}>
            Sent <time dateTime={pitch.discount_sent_at}>{formatDayTime(pitch.discount_sent_at)}</time>
          </span>
        )}
      </div>
      {sendError?.key === key && (
        <p className="form-error" role="alert">
          {sendError.message}
        </p>
      )}
    </li>
  );
}
