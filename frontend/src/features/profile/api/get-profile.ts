import type { ProfileResponse } from '@emberhold/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { Profile } from './profile.types';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/user/profile: the logged-in user's details for /profile/ (401 for a visitor). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await getJson<ProfileResponse>('/api/user/profile', signal)).profile;
}

export function profileQueryOptions(userId: number) {
  return queryOptions({
    // Per user: after logging in as someone else, nobody sees the previous account's details.
    queryKey: [...PROFILE_QUERY_KEY, userId] as const,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
  });
}

export function useProfile(userId: number) {
  return useQuery(profileQueryOptions(userId));
}

/** A change's answer carries the profile as it now is: the page shows it without asking again. */
export function keepProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileQueryOptions(profile.user_id).queryKey, profile);
}
