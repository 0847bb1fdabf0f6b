/**
 * The funnel's temporary id (spec section 4: start funnel gives a temporary id; the creative form, confirmation and
 * activation use it) is kept in the tab's session storage once a creative is saved, with the campaign it made. The
 * create routes carry it in their address; the /product-pitch/creative/… routes and the confirmation page, whose
 * addresses name only a creative or a campaign, read it here. It is the visitor's claim on a campaign not yet theirs,
 * so it stays in this tab (not a cookie, not the next visit); after activation the campaign is theirs and the id is
 * merely unused.
 */
export interface FunnelEntry {
  temp_id: string;
  campaign_id: number | null;
  /** The creative saved in the funnel: Back to /create/{temp_id}/new opens it again instead of a blank form. */
  creative_id: number | null;
}

const KEY = 'emberhold.ad-funnel';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off; the create routes still work from their address.
    return null;
  }
}

function read(storage: Store | null): FunnelEntry | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { temp_id, campaign_id, creative_id } = value as Partial<FunnelEntry>;
    if (typeof temp_id !== 'string' || !temp_id) return null;
    return { temp_id, campaign_id: typeof campaign_id === 'number' ? campaign_id : null, creative_id: typeof creative_id === 'number' ? creative_id : null };
  } catch {
    return null;
  }
}

/** Keeps the temporary id (and the campaign it has made, once saved) for this tab. */
export function rememberFunnel(entry: FunnelEntry, storage: Store | null = store()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Full or refused: the create routes still carry the id.
  }
}

/** The temporary id of this tab's funnel that made campaign `campaignId` (null: whatever this tab's funnel is), or null. */
export function funnelTempId(campaignId: number | null, storage: Store | null = store()): string | null {
  const entry = read(storage);
  if (!entry) return null;
  return campaignId === null || entry.campaign_id === campaignId ? entry.temp_id : null;
}

/** The creative this tab's funnel saved under `tempId`, or null. */
export function funnelCreative(tempId: string, storage: Store | null = store()): number | null {
  const entry = read(storage);
  return entry?.temp_id === tempId ? entry.creative_id : null;
}
