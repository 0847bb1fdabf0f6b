import type { ProfileResponse } from '@emberhold/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { keepProfile } from './get-profile';
import type { Profile } from './profile.types';

/**
 * POST /api/user/profile/upload-profile-image {profile_image} (spec section 7): the cropped image as a data URL, with the
 * acceptance of the terms the server checks as well (spec section 5).
 */
export async function uploadProfileImage(profileImage: string, signal?: AbortSignal): Promise<{ profile: Profile; message: string | undefined }> {
  const body = await postJson<ProfileResponse>('/api/user/profile/upload-profile-image', { profile_image: profileImage, accept_terms: true }, signal);
  return { profile: body.profile, message: body.meta.message };
}

/** Sends the cropped portrait (a data URL). */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useSubmitMutation({ mutationFn: (profileImage: string) => uploadProfileImage(profileImage), onSuccess: ({ profile }) => keepProfile(queryClient, profile) });
}
