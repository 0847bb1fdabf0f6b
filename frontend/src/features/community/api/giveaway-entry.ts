import type { EnterGiveawayResponse, GiveawayEntryDto, GiveawayEntryResponse } from '@emberhold/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export const giveawayEntryKey = (slug: string) => ['giveaway-entry', slug] as const;

/** GET /api/user/giveaway/{slug}/entry: whether the logged-in user has entered (only asked for a logged-in user). */
export function useGiveawayEntry(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: giveawayEntryKey(slug),
    queryFn: async ({ signal }) => (await getJson<GiveawayEntryResponse>(`/api/user/giveaway/${encodeURIComponent(slug)}/entry`, signal)).entry,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export interface EnterGiveawayResult {
  alreadyEntered: boolean;
  enteredAt: string;
  message: string | undefined;
}

/**
 * POST /api/user/giveaway/{slug}/enter, logged-in only: one entry per user; a second call answers already_entered. An
 * unknown or ended giveaway is a 404 'Giveaway could not be found.' (spec section 8).
 */
export async function enterGiveaway(slug: string, signal?: AbortSignal): Promise<EnterGiveawayResult> {
  const body = await postJson<EnterGiveawayResponse>(`/api/user/giveaway/${encodeURIComponent(slug)}/enter`, {}, signal);
  return { alreadyEntered: body.entry.already_entered, enteredAt: body.entry.entered_at, message: body.meta.message };
}

/** Enters the logged-in user; the giveaway's button reads "You're entered" at once, without asking again. */
export function useEnterGiveaway(slug: string) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: () => enterGiveaway(slug),
    onSuccess: (result) => queryClient.setQueryData<GiveawayEntryDto>(giveawayEntryKey(slug), { entered: true, entered_at: result.enteredAt, open: true }),
  });
}
