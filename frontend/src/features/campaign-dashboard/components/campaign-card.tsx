import type { CampaignSummaryDto, CreativeStatusDto } from '@emberhold/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { campaignMetricsKey } from '../api/campaign-metrics';
import { campaignReportKey } from '../api/campaign-report';
import { CAMPAIGNS_QUERY_KEY } from '../api/campaigns';
import { changeCreativeStatus } from '../api/creative-status';
import { useFlashingFigures } from '../hooks/use-flashing-figures';
import { campaignAction, newestCreative, shownFigures, type FigureKey } from '../lib/campaign-figures';
import { formatCents, formatDay } from '../lib/format';
import { CampaignDetails } from './campaign-details';
import { PerformanceMeter } from './performance-meter';
import { StatusBadge } from './status-badge';
import styles from './dashboard.module.css';

const COUNTS: Array<{ key: FigureKey; label: string }> = [
  { key: 'impressions', label: 'Impressions' },
  { key: 'clicks', label: 'Clicks' },
  { key: 'ctr', label: 'CTR' },
  { key: 'saves', label: 'Saves' },
  { key: 'expected_clicks', label: 'Expected clicks' },
  { key: 'expected_saves', label: 'Expected saves' },
];

const ACTION_LABELS = { pause: 'Pause', resume: 'Resume' } as const;
const DONE = { pause: 'paused', resume: 'running again', finish: 'finished' } as const;
const AFTER = { pause: 'paused', resume: 'running', finish: 'finished' } as const;
type Move = keyof typeof AFTER;

interface CampaignCardProps {
  campaign: CampaignSummaryDto;
  /** The chart and breakdowns are shown (asked for only then). */
  open: boolean;
  onToggle: (open: boolean) => void;
  /** This card replaces one whose Pause or Resume was just pressed: focus comes back to its action. */
  takeFocus: boolean;
  /** Pause or Resume went through (the campaigns have been asked again): the page says so. */
  onStatusChanged: (change: { campaignId: number; status: CreativeStatusDto; message: string }) => void;
}

function linkHost(link: string): string {
  try {
    return new URL(link).host.replace(/^www\./, '') || link;
  } catch {
    return link;
  }
}

/**
 * One campaign on the advertiser's dashboard: its creative, status, figures and performance, and Pause or Resume. The
 * page mounts a new card when the status changes (its key carries the status); while the card stays, figures whose
 * value changed on a poll flash for 400 ms, and its chart and breakdowns are asked again.
 */
export function CampaignCard({ campaign, open, onToggle, takeFocus, onStatusChanged }: CampaignCardProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const detailsId = useId();
  const actionButton = useRef<HTMLButtonElement>(null);
  const figures = shownFigures(campaign);
  const flashing = useFlashingFigures(figures, () => {
    void queryClient.invalidateQueries({ queryKey: campaignMetricsKey(campaign.id) });
    void queryClient.invalidateQueries({ queryKey: campaignReportKey(campaign.id) });
  });
  const creative = newestCreative(campaign.creatives);
  const action = campaignAction(campaign.status);

  const [ending, setEnding] = useState(false);
  const change = useMutation({
    mutationFn: async (move: Move) => {
      if (!creative) throw new Error('This campaign has no creative to change.');
      return changeCreativeStatus(creative.id, move);
    },
    onSuccess: async (_result, move) => {
      setEnding(false);
      await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
      onStatusChanged({ campaignId: campaign.id, status: AFTER[move], message: `${campaign.title} is ${DONE[move]}.` });
    },
  });

  useEffect(() => {
    if (takeFocus) actionButton.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  const reason = campaign.status === 'disapproved' ? creative?.disapproval_reason : null;
  const failure = change.error ? (change.error instanceof ApiError ? (change.error.serverError ?? change.error.message) : change.error.message) : null;

  return (
    <li>
      <article className={styles.campaign} aria-labelledby={titleId} data-campaign-id={campaign.id} data-status={campaign.status}>
        <div className={styles.campaignHead}>
          {campaign.image ? (
            <img className={styles.thumb} src={campaign.image} alt="" width={144} height={120} />
          ) : (
            <div className={styles.thumbEmpty}>{creative?.upload_type === 'embed' ? 'Video player' : 'No image'}</div>
          )}
          <div>
            <h2 id={titleId} className={styles.campaignTitle}>
              {campaign.title}
            </h2>
            <p className={styles.campaignMeta}>
              <StatusBadge status={campaign.status} />
              {campaign.link && (
                <a className={styles.campaignLink} href={campaign.link} target="_blank" rel="noopener noreferrer">
                  {linkHost(campaign.link)}
                </a>
              )}
            </p>
            <p className={styles.campaignMeta}>
              <span>
                Fee <strong>{campaign.fee_cents === null ? 'not set' : formatCents(campaign.fee_cents)}</strong>
              </span>
              <span>{campaign.paid_at ? `Paid ${formatDay(campaign.paid_at)}` : 'Not paid yet'}</span>
            </p>
            {reason && (
              <p className={styles.reason}>
                <strong>Why it was disapproved:</strong> {reason}
              </p>
            )}
          </div>
          {action && (
            <div className={styles.campaignActions}>
              <button
                ref={actionButton}
                type="button"
                className={`button ${action === 'pause' ? 'button--ghost' : ''} ${styles.actionButton}`}
                disabled={change.isPending}
                onClick={() => change.mutate(action)}
                aria-describedby={titleId}
              >
                {ACTION_LABELS[action]}
              </button>
              <button type="button" className={`button button--ghost ${styles.actionButton}`} disabled={change.isPending} onClick={() => setEnding(true)} aria-describedby={titleId}>
                End campaign
              </button>
            </div>
          )}
          {ending && (
            <ModalDialog title={`End “${campaign.title}”?`} tone="danger" onClose={() => setEnding(false)} layerData={{ 'data-end-campaign': '' }}>
              <p>It leaves the lists for good and cannot be resumed. Its figures, breakdowns and receipts stay here.</p>
              {failure && (
                <p className={styles.actionError} role="alert">
                  {failure}
                </p>
              )}
              <div className={styles.endActions}>
                <button type="button" className={`button ${styles.dangerButton}`} disabled={change.isPending} onClick={() => change.mutate('finish')}>
                  {change.isPending ? 'Ending…' : 'End campaign'}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setEnding(false)}>
                  Keep it
                </button>
              </div>
            </ModalDialog>
          )}
          {failure && (
            <p className={styles.actionError} role="alert">
              {failure}
            </p>
          )}
        </div>

        <dl className={styles.figures}>
          {COUNTS.map(({ key, label }) => (
            <div key={key} className={`${styles.figure} ${flashing.has(key) ? styles.flash : ''}`} data-figure={key} data-flashing={flashing.has(key) || undefined}>
              <dt className={styles.figureLabel}>{label}</dt>
              <dd className={styles.figureValue}>{figures[key]}</dd>
            </div>
          ))}
        </dl>

        <ul className={styles.performance} aria-label="Performance against a typical native ad">
          <PerformanceMeter label="Click performance" figure="click_performance" percent={campaign.click_performance} impressions={campaign.impressions} flashing={flashing.has('click_performance')} />
          <PerformanceMeter label="Save performance" figure="save_performance" percent={campaign.save_performance} impressions={campaign.impressions} flashing={flashing.has('save_performance')} />
          <PerformanceMeter label="Overall performance" figure="performance" percent={campaign.performance} impressions={campaign.impressions} flashing={flashing.has('performance')} />
        </ul>

        <button
          type="button"
          className={`link-button ${styles.detailsToggle}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => onToggle(!open)}
        >
          {open ? 'Hide the chart and breakdowns' : 'Show the chart and breakdowns'}{' '}
          <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
            <path d="M2 4.5 6 8l4-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div id={detailsId} hidden={!open}>
          {open && <CampaignDetails campaignId={campaign.id} />}
        </div>
      </article>
    </li>
  );
}
