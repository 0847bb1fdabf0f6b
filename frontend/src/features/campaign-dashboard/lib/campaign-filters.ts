import type { CreativeStatusDto } from '@emberhold/contracts';

/** The all-campaigns page's search and filters, as they stand in its address (?q&status&advertiser&from&to). */
export interface CampaignFilters {
  q: string;
  status: CreativeStatusDto | '';
  /** The advertiser's user id, as written. */
  advertiser: string;
  /** Creation days, YYYY-MM-DD. */
  from: string;
  to: string;
}

export const FILTER_KEYS = ['q', 'status', 'advertiser', 'from', 'to'] as const;

export const NO_FILTERS: CampaignFilters = { q: '', status: '', advertiser: '', from: '', to: '' };

const STATUSES: readonly string[] = ['draft', 'pending_approval', 'running', 'disapproved', 'paused', 'finished'];

/** The filters the address holds; an unknown status is no status filter. */
export function filtersFromSearch(search: URLSearchParams): CampaignFilters {
  const status = search.get('status') ?? '';
  return {
    q: search.get('q') ?? '',
    status: STATUSES.includes(status) ? (status as CreativeStatusDto) : '',
    advertiser: search.get('advertiser') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
}

/** The filters as a query string without its `?`, empty ones left out ('' for none), in a fixed order. */
export function filtersQuery(filters: CampaignFilters): string {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  return search.toString();
}

/** Whether any filter is set. */
export function isFiltered(filters: CampaignFilters): boolean {
  return filtersQuery(filters) !== '';
}
