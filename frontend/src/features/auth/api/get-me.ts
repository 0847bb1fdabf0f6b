import type { AccountResponse } from '@emberhold/contracts';
import { ApiError, getJson, queryString } from '../../../lib/api-client';
import { readMeUser, type AuthUser } from '../lib/me-response';

/**
 * GET /api/user/me?now={time} (spec section 7): the logged-in user with the access, editor and advertiser flags.
 * The API answers 401 when nobody is logged in; that, a network failure or an unreadable body all reject.
 */
export async function getMe(now: number = Date.now(), signal?: AbortSignal): Promise<AuthUser> {
  const body = await getJson<AccountResponse>(`/api/user/me${queryString({ now })}`, signal);
  const user = readMeUser(body);
  if (!user) throw new ApiError('bad_response', 'The server sent an unexpected user', 200);
  return user;
}
