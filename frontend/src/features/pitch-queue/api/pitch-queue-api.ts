import type {
  PitchDto,
  PitchGuidesResponse,
  PitchImageDto,
  PitchImageResponse,
  PitchPostBody,
  PitchQueueResponse,
  PitchResponse,
  PitchSort,
  PitchStatus,
  PublishPitchBody,
  PublishPitchResponse,
} from '@emberhold/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson, postMultipart, queryString } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export const PITCH_QUEUE_KEY = ['pitch-queue'] as const;

/** GET /api/user/pitchpost/queue (admins): one status, one sort, one page. */
export function usePitchQueue(status: PitchStatus, sort: PitchSort, page: number) {
  return useQuery({
    queryKey: [...PITCH_QUEUE_KEY, status, sort, page],
    queryFn: ({ signal }) => getJson<PitchQueueResponse>(`/api/user/pitchpost/queue${queryString({ status, sort, page })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/pitchpost/guides (admins): the gift guides a post may be filed under. */
export function usePitchGuides(enabled: boolean) {
  return useQuery({
    queryKey: ['pitch-guides'],
    queryFn: async ({ signal }) => (await getJson<PitchGuidesResponse>('/api/user/pitchpost/guides', signal)).guides,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** After a pitch is made or decided, every tab and count is read again. */
function useRefreshQueue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PITCH_QUEUE_KEY });
}

/** POST /api/user/pitchpost (admins). */
export function usePitchPost() {
  const refresh = useRefreshQueue();
  return useSubmitMutation({
    mutationFn: async (body: PitchPostBody): Promise<PitchDto> => (await postJson<PitchResponse>('/api/user/pitchpost', body)).pitch,
    onSuccess: () => void refresh(),
  });
}

export interface PublishedPitch {
  pitch: PitchDto;
  post: { id: number; slug: string; title: string };
}

/** POST /api/user/pitchpost/{id}/publish (admins). */
export function usePublishPitch(id: number) {
  const refresh = useRefreshQueue();
  return useSubmitMutation({
    mutationFn: async (body: PublishPitchBody): Promise<PublishedPitch> => {
      const { pitch, post } = await postJson<PublishPitchResponse>(`/api/user/pitchpost/${id}/publish`, body);
      return { pitch, post };
    },
    onSuccess: () => void refresh(),
  });
}

/** POST /api/user/pitchpost/{id}/reject {reason} (admins). */
export function useRejectPitch(id: number) {
  const refresh = useRefreshQueue();
  return useSubmitMutation({
    mutationFn: async (reason: string): Promise<PitchDto> => (await postJson<PitchResponse>(`/api/user/pitchpost/${id}/reject`, { reason })).pitch,
    onSuccess: () => void refresh(),
  });
}

/** POST /api/user/pitchpost/image (admins, multipart `image`): the stored image's address and size. */
export async function uploadPitchImage(file: File): Promise<PitchImageDto> {
  const form = new FormData();
  form.append('image', file);
  return (await postMultipart<PitchImageResponse>('/api/user/pitchpost/image', form)).data;
}
