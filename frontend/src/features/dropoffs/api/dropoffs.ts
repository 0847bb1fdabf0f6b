import type { DropoffResponse, DropoffsPageResponse, PassedPitchesPageResponse } from '@emberhold/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api-client';

const DROPOFFS_KEY = ['staff-dropoffs'] as const;
const PASSED_PITCHES_KEY = ['staff-passed-pitches'] as const;

/** GET /api/user/campaign/dropoffs/{page} (admins). */
export function useDropoffs(page: number) {
  return useQuery({
    queryKey: [...DROPOFFS_KEY, page] as const,
    queryFn: ({ signal }) => getJson<DropoffsPageResponse>(`/api/user/campaign/dropoffs/${page}`, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/campaign/passed-pitches/{page} (admins). */
export function usePassedPitches(page: number) {
  return useQuery({
    queryKey: [...PASSED_PITCHES_KEY, page] as const,
    queryFn: ({ signal }) => getJson<PassedPitchesPageResponse>(`/api/user/campaign/passed-pitches/${page}`, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export type DiscountTarget = { id: number } | { creative_id: number };

function useRefreshLists() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: DROPOFFS_KEY }), client.invalidateQueries({ queryKey: PASSED_PITCHES_KEY })]);
}

/** POST dropoffs/send_discount {id} or {creative_id}: the server sends once, however often it is asked. */
export function useSendDiscount() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (target: DiscountTarget) => postJson<DropoffResponse>('/api/user/campaign/dropoffs/send_discount', target),
    onSuccess: refresh,
  });
}

/** POST dropoffs/disqualify {id, reason}. */
export function useDisqualify() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => postJson<DropoffResponse>('/api/user/campaign/dropoffs/disqualify', input),
    onSuccess: refresh,
  });
}
