import type { CampaignSummaryDto } from '@emberhold/contracts';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { StatusMessage } from '../../../components/status-message';
import { serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllCampaigns } from '../api/campaigns';
import { isForbidden } from '../../../lib/forbidden';
import { formatCents, formatCount, formatDay } from '../lib/format';
import { parsePageNumber } from '../../../lib/page-window';
import { adminDashboardPath } from '../lib/paging';
import { AccessDenied } from '../../../components/access-denied';
import { FigureCells, FigureHeadings } from './figure-cells';
import { AdvertisingPage } from './advertising-page';
import { Pager } from '../../../components/pager';
import { StatusBadge } from './status-badge';
import styles from './dashboard.module.css';

/** /product-pitch/admin-dashboard/ and /product-pitch/admin-dashboard/{page} (admins): every campaign, 20 a page. */
export function AdminDashboardPage() {
  const page = parsePageNumber(useParams().page);
  return page === null ? <NotFoundMessage /> : <AdminDashboard page={page} />;
}

function AdminDashboard({ page }: { page: number }) {
  useDocumentTitle(page > 1 ? `All campaigns, page ${page}` : 'All campaigns');
  const campaigns = useAllCampaigns(page);
  const data = campaigns.data;

  // A new page starts at the top, where its table begins. (A block body: scrollTo returns a promise in newer browsers,
  // which React would take for the effect's cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  if (campaigns.isError && isForbidden(campaigns.error)) return <AccessDenied />;
  const intro = data ? `${formatCount(data.total)} ${data.total === 1 ? 'campaign' : 'campaigns'}, newest first. Figures update every 5 seconds.` : undefined;
  return (
    <AdvertisingPage
      title="All campaigns"
      intro={intro}
      actions={
        <Link className="button button--ghost" to="/admin/approve/">
          Approve ads
        </Link>
      }
    >
      {campaigns.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label="Loading the campaigns" />
      ) : !data ? (
        campaigns.isError && (
          <LoadFailed title="The campaigns could not be loaded" retry={campaigns.refetch}>
            {serverWords(campaigns.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        )
      ) : data.campaigns.length === 0 ? (
        page > data.pages ? <NotFoundMessage homeHref={adminDashboardPath(1)} /> : <StatusMessage title="No campaigns yet">Campaigns appear here once advertisers create them.</StatusMessage>
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={campaigns.isPlaceholderData || undefined}>
            <table className={styles.table} data-admin-campaigns="">
              <caption className="visually-hidden">{`All campaigns, page ${data.page} of ${data.pages}`}</caption>
              <thead>
                <tr>
                  <th scope="col">Campaign, advertiser</th>
                  <th scope="col">Status</th>
                  <FigureHeadings />
                  <th scope="col" className={styles.num}>
                    Fee, paid
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.campaigns.map((campaign) => (
                  <CampaignRow key={campaign.id} campaign={campaign} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} pages={data.pages} href={adminDashboardPath} />
        </>
      )}
    </AdvertisingPage>
  );
}

function CampaignRow({ campaign }: { campaign: CampaignSummaryDto }) {
  return (
    <tr data-campaign-id={campaign.id}>
      <th scope="row">
        <div className={styles.campaignCell}>
          {campaign.image ? <img src={campaign.image} alt="" width={54} height={45} loading="lazy" /> : <span className={styles.cellThumb} aria-hidden="true" />}
          <span>
            <strong>{campaign.title}</strong>
            <small>
              <span data-advertiser="">{campaign.advertiser?.username ?? 'No account'}</span> · #{campaign.id}
            </small>
          </span>
        </div>
      </th>
      <td>
        <StatusBadge status={campaign.status} />
      </td>
      <FigureCells figures={campaign} />
      <td className={styles.num}>
        <span className={styles.stacked}>
          <span data-fee="">{campaign.fee_cents === null ? '–' : formatCents(campaign.fee_cents)}</span>
          <small data-paid="">{campaign.paid_at ? formatDay(campaign.paid_at) : 'Not paid'}</small>
        </span>
      </td>
    </tr>
  );
}
