import type { CreativeStatusDto } from '@emberhold/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/status-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyCampaigns } from '../api/campaigns';
import { campaignCardKey } from '../lib/campaign-figures';
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
        {(list) => (
          <ul className={styles.campaigns} aria-label="Campaigns">
            {list.map((campaign, index) => (
              <CampaignCard
                key={campaignCardKey(campaign)}
                campaign={campaign}
                open={opened[campaign.id] ?? index === 0}
                onToggle={(open) => setOpened((current) => ({ ...current, [campaign.id]: open }))}
                takeFocus={changed !== null && changed.campaignId === campaign.id && changed.status === campaign.status}
                onStatusChanged={setChanged}
              />
            ))}
          </ul>
        )}
      </ListState>
    </AdvertisingPage>
  );
}
