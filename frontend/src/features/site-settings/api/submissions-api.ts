import type { SubmissionsStatusResponse, SubmissionsSwitchDto, SubmissionsSwitchResponse } from '@emberhold/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api-client';

const STATUS_KEY = ['submissions-status'] as const;
const SWITCH_KEY = ['submissions-switch'] as const;

/** GET /api/site-settings/submissions: whether the site takes submissions (the server caches it for 5 s too). */
export function useSubmissionsOpen() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: async ({ signal }) => (await getJson<SubmissionsStatusResponse>('/api/site-settings/submissions', signal)).open,
    staleTime: 5_000,
  });
}

/** GET /api/user/site-settings/submissions (admins): the switch, who flipped it last and when. */
export function useSubmissionsSwitch() {
  return useQuery({
    queryKey: SWITCH_KEY,
    queryFn: async ({ signal }) => (await getJson<SubmissionsSwitchResponse>('/api/user/site-settings/submissions', signal)).data,
  });
}

/** POST /api/user/site-settings/submissions {open} (admins). */
export function useSetSubmissionsOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (open: boolean): Promise<SubmissionsSwitchDto> => (await postJson<SubmissionsSwitchResponse>('/api/user/site-settings/submissions', { open })).data,
    onSuccess: (data) => {
      client.setQueryData(SWITCH_KEY, data);
      client.setQueryData(STATUS_KEY, data.open);
    },
  });
}
