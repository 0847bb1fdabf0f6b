import type { CampaignAdvertiserDto, CampaignSummaryDto } from '@emberhold/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { StatusMessage } from '../../../components/status-message';
import { serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllCampaigns, useCampaignAdvertisers } from '../api/campaigns';
import { isForbidden } from '../../../lib/forbidden';
import { formatCents, formatCount, formatDay } from '../lib/format';
import { parsePageNumber } from '../../../lib/page-window';
import { adminDashboardPath } from '../lib/paging';
import { type CampaignFilters, filtersFromSearch, filtersQuery, isFiltered, NO_FILTERS } from '../lib/campaign-filters';
import { STATUS_LABELS } from '../lib/campaign-figures';
import { AccessDenied } from '../../../components/access-denied';
import { FigureCells, FigureHeadings } from './figure-cells';
import { AdvertisingPage } from './advertising-page';
import { Pager } from '../../../components/pager';
import { StatusBadge } from './status-badge';
import styles from './dashboard.module.css';

/**
 * /product-pitch/admin-dashboard/ and /product-pitch/admin-dashboard/{page} (admins): every campaign, 20 a page,
 * searched and filtered on the server; the search and filters stand in the address (?q&status&advertiser&from&to).
 */
export function AdminDashboardPage() {
  const page = parsePageNumber(useParams().page);
  const [search] = useSearchParams();
  const filters = filtersFromSearch(search);
  return page === null ? <NotFoundMessage /> : <AdminDashboard page={page} filters={filters} />;
}

function AdminDashboard({ page, filters }: { page: number; filters: CampaignFilters }) {
  useDocumentTitle(page > 1 ? `All campaigns, page ${page}` : 'All campaigns');
  const query = filtersQuery(filters);
  const filtered = isFiltered(filters);
  const campaigns = useAllCampaigns(page, query);
  const data = campaigns.data;

  // A new page starts at the top, where its table begins. (A block body: scrollTo returns a promise in newer browsers,
  // which React would take for the effect's cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  if (campaigns.isError && isForbidden(campaigns.error)) return <AccessDenied />;
  const counted = data ? `${formatCount(data.total)} ${data.total === 1 ? 'campaign' : 'campaigns'}` : '';
  const intro = data ? `${counted}${filtered ? ' found' : ''}, newest first. Figures update every 5 seconds.` : undefined;
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
      <CampaignSearch key={query} filters={filters} />
      {campaigns.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label="Loading the campaigns" />
      ) : !data ? (
        campaigns.isError && (
          <LoadFailed title="The campaigns could not be loaded" retry={campaigns.refetch}>
            {serverWords(campaigns.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        )
      ) : data.campaigns.length === 0 ? (
        page > data.pages && data.total > 0 ? (
          <NotFoundMessage homeHref={adminDashboardPath(1, query)} />
        ) : filtered ? (
          <StatusMessage
            title="No campaigns match"
            action={
              <Link className="button button--ghost" to={adminDashboardPath(1)}>
                Clear the search and filters
              </Link>
            }
          >
            No campaign matches this search and these filters.
          </StatusMessage>
        ) : (
          <StatusMessage title="No campaigns yet">Campaigns appear here once advertisers create them.</StatusMessage>
        )
      ) : (
        <>
          <div className={styles.tableWrap} aria-busy={campaigns.isPlaceholderData || undefined}>
            <table className={styles.table} data-admin-campaigns="">
              <caption className="visually-hidden">{`${filtered ? 'Campaigns found' : 'All campaigns'}, page ${data.page} of ${data.pages}`}</caption>
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
                  <CampaignRow key={campaign.id} campaign={campaign} filters={filters} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} pages={data.pages} href={(n) => adminDashboardPath(n, query)} />
        </>
      )}
    </AdvertisingPage>
  );
}

interface Choice {
  value: string;
  label: string;
}

const STATUS_OPTIONS: Choice[] = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** One of the search's drop-downs: "any" first (no filter), then its choices. */
function FilterChoice(props: { id: string; label: string; any: string; value: string; onChange: (event: { target: { value: string } }) => void; options: Choice[] }) {
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} className="form-input" value={props.value} onChange={props.onChange}>
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The advertiser filter's choices: every advertiser by name and campaign count, and the chosen one even if not listed. */
function advertiserOptions(advertisers: readonly CampaignAdvertiserDto[], chosen: string): Choice[] {
  const options = advertisers.map((advertiser) => ({
    value: String(advertiser.user_id),
    label: `${advertiser.username} (${advertiser.campaigns} ${advertiser.campaigns === 1 ? 'campaign' : 'campaigns'})`,
  }));
  if (chosen && !options.some((option) => option.value === chosen)) options.unshift({ value: chosen, label: `Account #${chosen}` });
  return options;
}

/** The search and filters: sent as the page's address (page 1), so they stay on reload, in history and on every page. */
function CampaignSearch({ filters }: { filters: CampaignFilters }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  const advertisers = useCampaignAdvertisers();
  const set = (key: keyof CampaignFilters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(adminDashboardPath(1, filtersQuery(draft)));
  };
  return (
    <form className={styles.filters} role="search" aria-label="Search campaigns" onSubmit={submit}>
      <div className={`form-field ${styles.filterWide}`}>
        <label className="form-label" htmlFor="campaigns-q">
          Title or advertiser email
        </label>
        <input id="campaigns-q" className="form-input" type="search" maxLength={100} value={draft.q} onChange={set('q')} />
      </div>
      <FilterChoice id="campaigns-status" label="Status" any="Any status" value={draft.status} onChange={set('status')} options={STATUS_OPTIONS} />
      <FilterChoice
        id="campaigns-advertiser"
        label="Advertiser"
        any="Any advertiser"
        value={draft.advertiser}
        onChange={set('advertiser')}
        options={advertiserOptions(advertisers.data ?? [], draft.advertiser)}
      />
      <div className="form-field">
        <label className="form-label" htmlFor="campaigns-from">
          Created from
        </label>
        <input id="campaigns-from" className="form-input" type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor="campaigns-to">
          to
        </label>
        <input id="campaigns-to" className="form-input" type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="button">
          Search campaigns
        </button>
        {isFiltered(filters) && (
          <Link className="button button--ghost" to={adminDashboardPath(1)} onClick={() => setDraft(NO_FILTERS)}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

function CampaignRow({ campaign, filters }: { campaign: CampaignSummaryDto; filters: CampaignFilters }) {
  const advertiser = campaign.advertiser;
  return (
    <tr data-campaign-id={campaign.id}>
      <th scope="row">
        <div className={styles.campaignCell}>
          {campaign.image ? <img src={campaign.image} alt="" width={54} height={45} loading="lazy" /> : <span className={styles.cellThumb} aria-hidden="true" />}
          <span>
            <strong>{campaign.title}</strong>
            <small>
              {advertiser ? (
                <Link
                  data-advertiser=""
                  to={adminDashboardPath(1, filtersQuery({ ...filters, advertiser: String(advertiser.user_id) }))}
                  title={`Only ${advertiser.username}’s campaigns`}
                >
                  {advertiser.username}
                </Link>
              ) : (
                <span data-advertiser="">No account</span>
              )}{' '}
              · #{campaign.id}
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
