import type { StartSessionRequest, StartSessionResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';

/** POST /api/user/sessionid: a visit starts (once per session id; the caller keeps the marker). */
export function startSession(request: StartSessionRequest): Promise<StartSessionResponse> {
  return postJson<StartSessionResponse>('/api/user/sessionid', request);
}
