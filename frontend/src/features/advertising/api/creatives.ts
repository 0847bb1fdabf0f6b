import type { CreativeDto, SaveCreativeDto } from '@emberhold/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type Enveloped, getJson, postForm, queryString } from '../../../lib/api-client';

/** The visitor's claim on a funnel campaign not yet theirs travels as ?temp_id= on its reads. */
const claim = (tempId: string | null) => queryString({ temp_id: tempId ?? undefined });

/** GET /api/user/creative/{id}: a creative to edit. */
export function creativeQuery(id: number, tempId: string | null) {
  return queryOptions({
    queryKey: ['advertising', 'creative', id] as const,
    queryFn: async ({ signal }) => (await getJson<Enveloped<CreativeDto>>(`/api/user/creative/${id}${claim(tempId)}`, signal)).data,
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/user/campaign/{id}/creative/newest: the creative the confirmation page shows. */
export function newestCreativeQuery(campaignId: number, tempId: string | null) {
  return queryOptions({
    queryKey: ['advertising', 'campaign', campaignId, 'newest-creative'] as const,
    queryFn: async ({ signal }) => (await getJson<Enveloped<CreativeDto>>(`/api/user/campaign/${campaignId}/creative/newest${claim(tempId)}`, signal)).data,
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
  image: string;
}

/** POST /api/user/creative (a form, spec section 7): saves the funnel campaign's creative (the campaign is made on the first save). */
export async function saveCreative(form: SaveCreativeForm, signal?: AbortSignal): Promise<SaveCreativeDto> {
  const fields: Record<string, string> = {
    creative: String(form.creative),
    title: form.title,
    content: form.content,
    price: form.price,
    link: form.link,
    image: form.image,
  };
  if (form.temp_id) fields.temp_id = form.temp_id;
  if (form.campaign !== null) fields.campaign = String(form.campaign);
  return (await postForm<Enveloped<SaveCreativeDto>>('/api/user/creative', fields, signal)).data;
}
