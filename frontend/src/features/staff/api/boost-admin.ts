import type { BlockedBoostDateDto, BoostChecklistFlag, BoostChecklistItemDto, BoostedDateDto, DataResponse } from '@emberhold/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { STAFF_AUDIT_QUERY_KEY } from '../../../components/audit-trail/use-staff-audit';

export const BOOST_CHECKLIST_QUERY_KEY = ['staff-boost-checklist'] as const;
export const BOOST_CALENDAR_QUERY_KEY = ['staff-boost-calendar'] as const;
export const BLOCKED_BOOST_DATES_QUERY_KEY = ['staff-boost-blocked-dates'] as const;

/** GET /api/user/boosted-checklist/ (admins): every boost not cancelled, by date, with its ticks. */
export function useBoostChecklist() {
  return useQuery({
    queryKey: BOOST_CHECKLIST_QUERY_KEY,
    queryFn: async ({ signal }) => (await getJson<DataResponse<BoostChecklistItemDto[]>>('/api/user/boosted-checklist/', signal)).data,
    staleTime: 0,
  });
}

/** GET /api/user/boosted/ (admins): the boost date events {title, start} of the calendar. */
export function useBoostCalendar() {
  return useQuery({
    queryKey: BOOST_CALENDAR_QUERY_KEY,
    queryFn: async ({ signal }) => (await getJson<DataResponse<BoostedDateDto[]>>('/api/user/boosted/', signal)).data,
    staleTime: 0,
  });
}

/** GET /api/user/boosted-disallowed/ (admins): the dates no boost can be booked on. */
export function useBlockedBoostDates() {
  return useQuery({
    queryKey: BLOCKED_BOOST_DATES_QUERY_KEY,
    queryFn: async ({ signal }) => (await getJson<DataResponse<BlockedBoostDateDto[]>>('/api/user/boosted-disallowed/', signal)).data,
    staleTime: 60_000,
  });
}

export interface FlagChange {
  id: number;
  flag: BoostChecklistFlag;
  value: boolean;
}

/**
 * POST /api/user/boosted-checklist/{id}/flags, optimistic: the tick shows at once and goes back if the server
 * refuses. Each tick is its own call (several may be on their way).
 */
export function useSetBoostFlag() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, flag, value }: FlagChange) =>
      (await postJson<DataResponse<BoostChecklistItemDto>>(`/api/user/boosted-checklist/${id}/flags`, { flags: { [flag]: value } })).data,
    onMutate: async ({ id, flag, value }: FlagChange) => {
      await client.cancelQueries({ queryKey: BOOST_CHECKLIST_QUERY_KEY });
      const before = client.getQueryData<BoostChecklistItemDto[]>(BOOST_CHECKLIST_QUERY_KEY);
      const tick = (items: BoostChecklistItemDto[] | undefined, to: boolean) =>
        items?.map((item) => (item.id === id ? { ...item, flags: { ...item.flags, [flag]: to } } : item));
      client.setQueryData<BoostChecklistItemDto[]>(BOOST_CHECKLIST_QUERY_KEY, (items) => tick(items, value));
      const was = before?.find((item) => item.id === id)?.flags[flag];
      return { rollback: () => client.setQueryData<BoostChecklistItemDto[]>(BOOST_CHECKLIST_QUERY_KEY, (items) => (was === undefined ? items : tick(items, was))) };
    },
    onError: (_error, _change, context) => context?.rollback(),
    onSuccess: (saved, { flag }) => {
      // Only this call's flag is taken from the answer: another tick of the same boost may still be on its way.
      client.setQueryData<BoostChecklistItemDto[]>(BOOST_CHECKLIST_QUERY_KEY, (items) =>
        items?.map((item) => (item.id === saved.id ? { ...item, flags: { ...item.flags, [flag]: saved.flags[flag] } } : item)),
      );
      void client.invalidateQueries({ queryKey: STAFF_AUDIT_QUERY_KEY });
    },
  });
}

/** POST /api/user/boosted/change-date {id, date}: the calendar and checklist are read again either way (a refused date was taken meanwhile). */
export function useMoveBoost() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: async (move: { id: number; date: string }) => (await postJson<DataResponse<BoostChecklistItemDto>>('/api/user/boosted/change-date', move)).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: BOOST_CALENDAR_QUERY_KEY });
      void client.invalidateQueries({ queryKey: BOOST_CHECKLIST_QUERY_KEY });
      void client.invalidateQueries({ queryKey: STAFF_AUDIT_QUERY_KEY });
    },
  });
}
