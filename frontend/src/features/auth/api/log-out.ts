import type { MessageResponse } from '@emberhold/contracts';
import { getJson } from '../../../lib/api-client';

/** GET /api/user/logout/ (spec section 7): ends the login session on the server and clears its cookies. */
export async function logOut(signal?: AbortSignal): Promise<void> {
  await getJson<MessageResponse>('/api/user/logout/', signal);
}
