import type { DataResponse, TemporarySignupDto } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';

/** POST /api/user/temporary-signup {temp_id, email}: keeps the funnel's ad for a visitor not ready to sign up (spec section 5). */
export async function temporarySignup(tempId: string, email: string, signal?: AbortSignal): Promise<TemporarySignupDto> {
  return (await postJson<DataResponse<TemporarySignupDto>>('/api/user/temporary-signup', { temp_id: tempId, email }, signal)).data;
}
