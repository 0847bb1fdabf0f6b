import type { CreativeDto, DataResponse, SaveCreativeDto } from '@emberhold/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getJson, postForm, queryString } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { rememberFunnel } from '../lib/funnel-session';

/** The visitor's claim on a funnel campaign not yet theirs travels as ?temp_id= on its reads. */
const claim = (tempId: string | null) => queryString({ temp_id: tempId ?? undefined });

/** GET /api/user/creative/{id}: a creative to edit. */
export function creativeQuery(id: number, tempId: string | null) {
  return queryOptions({
    queryKey: ['advertising', 'creative', id] as const,
    queryFn: async ({ signal }) => (await getJson<DataResponse<CreativeDto>>(`/api/user/creative/${id}${claim(tempId)}`, signal)).data,
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/user/campaign/{id}/creative/newest: the creative the confirmation page shows. */
export function newestCreativeQuery(campaignId: number, tempId: string | null) {
  return queryOptions({
    queryKey: ['advertising', 'campaign', campaignId, 'newest-creative'] as const,
    queryFn: async ({ signal }) => (await getJson<DataResponse<CreativeDto>>(`/api/user/campaign/${campaignId}/creative/newest${claim(tempId)}`, signal)).data,
    staleTime: 0,
    retry: false,
  });
}

export interface SaveCreativeForm {
  temp_id: string | null;
  campaign: number | null;
  creative: number | 'new';
  title: string;
  content: string;
  price: string;
  link: string;
  /** upload_type and the field of that type: image, gif or embed (lib/creative-fields mediaFields). */
  media: Record<string, string>;
}

/** POST /api/user/creative (a form, spec section 7): saves the funnel campaign's creative (the campaign is made on the first save). */
export async function saveCreative(form: SaveCreativeForm, signal?: AbortSignal): Promise<SaveCreativeDto> {
  const fields: Record<string, string> = {
    creative: String(form.creative),
    title: form.title,
    content: form.content,
    price: form.price,
    link: form.link,
    ...form.media,
  };
  if (form.temp_id) fields.temp_id = form.temp_id;
  if (form.campaign !== null) fields.campaign = String(form.campaign);
  return (await postForm<DataResponse<SaveCreativeDto>>('/api/user/creative', fields, signal)).data;
}

export interface SaveCreativeVariables extends Omit<SaveCreativeForm, 'temp_id'> {
  /** The temporary id to send, found once the save has started (a visitor's first save may start a funnel for it). */
  tempId: () => Promise<string | null>;
}

/**
 * Saves the creative. This tab's funnel then remembers the campaign and creative (so Back to the create address opens
 * them again), and what the funnel pages read of its campaigns is stale; they ask again as they open, so nothing is
 * asked for before the editor moves on.
 */
export function useSaveCreative() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: async ({ tempId, ...form }: SaveCreativeVariables) => saveCreative({ ...form, temp_id: await tempId() }),
    onSuccess: (saved) => {
      rememberFunnel({ temp_id: saved.temp_id, campaign_id: saved.campaign_id, creative_id: saved.creative.id });
      return queryClient.invalidateQueries({ queryKey: ['advertising'], refetchType: 'none' });
    },
  });
}
