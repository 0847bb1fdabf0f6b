import type { CreativeStatusDto } from '@emberhold/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/status-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyCampaigns } from '../api/campaigns';
import { AMBER_PERCENT, campaignCardKey, campaignToOpen, campaignTotals, ON_TRACK_PERCENT } from '../lib/campaign-figures';
import { formatCents, formatCount } from '../lib/format';
import { CampaignCard } from './campaign-card';
import { ListState } from './list-state';
import { AdvertisingPage, PitchLink } from './advertising-page';
import styles from './dashboard.module.css';

/**
 * /product-pitch/dashboard/ (spec sections 2 and 4): the advertiser's campaigns with their figures, asked again every
 * 5 s. A campaign whose status changed is replaced as a whole; a figure whose value changed flashes for 400 ms.
 */
export function DashboardPage({ userId }: { userId: number }) {
  useDocumentTitle('Your campaigns');
  const campaigns = useMyCampaigns(userId);
  // Pause or Resume replaces the card: focus goes to the new card's action, and the change is announced.
  const [changed, setChanged] = useState<{ campaignId: number; status: CreativeStatusDto; message: string } | null>(null);
  // Which cards show their chart and breakdowns, kept here so a card replaced after a status change stays as it was.
  const [opened, setOpened] = useState<Record<number, boolean>>({});
  // The campaign the page opens on (running, with traffic), chosen on the first answer and kept while it is listed, so
  // the cards do not move about as the figures change on each poll.
  const [lead, setLead] = useState<number | null>(null);
  const list = campaigns.data;
  if (list && list.length > 0 && (lead === null || !list.some((campaign) => campaign.id === lead))) {
    const chosen = campaignToOpen(list)?.id ?? null;
    if (chosen !== lead) setLead(chosen);
  }

  return (
    <AdvertisingPage
      title="Your campaigns"
      intro="Impressions, clicks and saves of your native ads, updated every 5 seconds while this page is open."
      actions={
        <>
          <Link className="button button--ghost" to="/product-pitch/receipts/">
            Receipts
          </Link>
          <Link className="button" to="/product-pitch">
            New campaign
          </Link>
        </>
      }
    >
      <p className="visually-hidden" role="status" data-announcement="">
        {changed?.message ?? ''}
      </p>
      <ListState
        query={campaigns}
        keepOnError
        loadingLabel="Loading your campaigns"
        failedTitle="Your campaigns could not be loaded"
        empty={
          <StatusMessage title="No campaigns yet" action={<PitchLink />}>
            Put your product in front of Emberhold fans with a native ad in the gift lists. Its impressions, clicks and saves will show here.
          </StatusMessage>
        }
      >
        {(list) => {
          // The page opens on the campaign worth looking at (running, with traffic): first, with its chart shown.
          const first = list.find((campaign) => campaign.id === lead) ?? campaignToOpen(list);
          const ordered = first ? [first, ...list.filter((campaign) => campaign !== first)] : list;
          return (
            <>
              <CampaignTotalsSection list={list} />
              <p className={styles.legend} data-performance-legend="">
                <span>Performance is measured against a typical native ad (100% = as expected):</span>
                <span data-tone="even">{`${ON_TRACK_PERCENT}% or more: on track`}</span>
                <span data-tone="amber">{`${AMBER_PERCENT}–${ON_TRACK_PERCENT}%: a little behind`}</span>
                <span data-tone="below">{`below ${AMBER_PERCENT}%: below expected`}</span>
              </p>
              <ul className={styles.campaigns} aria-label="Campaigns">
                {ordered.map((campaign) => (
                  <CampaignCard
                    key={campaignCardKey(campaign)}
                    campaign={campaign}
                    open={opened[campaign.id] ?? campaign === first}
                onToggle={(open) => setOpened((current) => ({ ...current, [campaign.id]: open }))}
                takeFocus={changed !== null && changed.campaignId === campaign.id && changed.status === campaign.status}
                    onStatusChanged={setChanged}
                  />
                ))}
              </ul>
            </>
          );
        }}
      </ListState>
    </AdvertisingPage>
  );
}

/** Totals across all the advertiser's campaigns: impressions, clicks, saves and spend (the fees paid). */
function CampaignTotalsSection({ list }: { list: Parameters<typeof campaignTotals>[0] }) {
  const totals = campaignTotals(list);
  const cells = [
    { key: 'impressions', label: 'Impressions', value: formatCount(totals.impressions) },
    { key: 'clicks', label: 'Clicks', value: formatCount(totals.clicks) },
    { key: 'saves', label: 'Saves', value: formatCount(totals.saves) },
    { key: 'spend', label: 'Spend', value: formatCents(totals.spendCents) },
  ];
  return (
    <section aria-label={`Totals across your ${totals.campaigns === 1 ? 'campaign' : `${formatCount(totals.campaigns)} campaigns`}`}>
      <dl className={styles.totals} data-totals="">
        {cells.map((cell) => (
          <div key={cell.key} className={styles.figure} data-total={cell.key}>
            <dt className={styles.figureLabel}>{`Total ${cell.label.toLowerCase()}`}</dt>
            <dd className={styles.figureValue}>{cell.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
