import type { LeadResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export interface Lead {
  name: string;
  email: string;
  link: string;
  /** The plan chosen on the page, or '' when not sure yet. */
  plan: string;
}

/** POST /api/user/ssnaleads: an advertiser's enquiry from the product pitch page. Resolves with the server's meta.message. */
export async function saveLead(lead: Lead): Promise<string | undefined> {
  return (await postJson<LeadResponse>('/api/user/ssnaleads', lead)).meta.message;
}

export function useSaveLead() {
  return useSubmitMutation({ mutationFn: (lead: Lead) => saveLead(lead) });
}
