import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@emberhold/contracts';
import { getJson } from '../../../lib/api-client';
import { DebugRecordParseError, readDebugRecord, type PostDebugRecord } from '../lib/post-debug-record';

/** GET /api/user/debug/{postId}: a post's debug record, for editors and access users only (401/403 otherwise). */
export async function getPostDebug(postId: number, signal?: AbortSignal): Promise<PostDebugRecord> {
  const body = await getJson<DataResponse<PostDebugRecord>>(`/api/user/debug/${postId}`, signal);
  try {
    return readDebugRecord(body, postId);
  } catch (error) {
    // Spec section 8: a debug response that cannot be read is only logged; the panel shows no figures for it.
    if (error instanceof DebugRecordParseError) console.error(error.message, body); // eslint-disable-line no-console
    throw error;
  }
}

export function postDebugQueryOptions(postId: number) {
  return queryOptions({
    queryKey: ['post-debug', postId] as const,
    queryFn: ({ signal }) => getPostDebug(postId, signal),
    // Kept per post while the panel is open: crossing back over a card shows its figures again without a request.
    staleTime: 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

export function usePostDebug(postId: number | null) {
  return useQuery({ ...postDebugQueryOptions(postId ?? 0), enabled: postId !== null });
}
