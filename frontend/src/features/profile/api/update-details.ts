import type { ProfileResponse } from '@emberhold/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { keepProfile } from './get-profile';
import type { Profile } from './profile.types';

export interface DetailsFields {
  username: string;
  email: string;
  /** YYYY-MM-DD, or empty to clear it. */
  dob: string;
}

/**
 * POST /api/user/profile, form-encoded (spec section 7: profile | form). A taken username or email rejects with 409
 * and ApiError.fields naming it; other problems with 400.
 */
export async function updateDetails(fields: DetailsFields, signal?: AbortSignal): Promise<{ profile: Profile; message: string | undefined }> {
  const body = await postForm<ProfileResponse>('/api/user/profile', { username: fields.username, email: fields.email, dob: fields.dob }, signal);
  return { profile: body.profile, message: body.meta.message };
}

export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useSubmitMutation({ mutationFn: (fields: DetailsFields) => updateDetails(fields), onSuccess: ({ profile }) => keepProfile(queryClient, profile) });
}
