import type { RelatedResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import { matureParam, useMatureGiftsShown } from '../lib/mature-gifts';

/** Spec section 9: a post page asks for 100 related items, half a second after it shows. */
export const RELATED_ITEMS = 100;
export const RELATED_DELAY_MS = 500;

/** GET /api/related/{id}/1/?items=100&country= */
export function getRelated(id: number, country: Country, signal?: AbortSignal): Promise<RelatedResponse> {
  return getJson<RelatedResponse>(`/api/related/${id}/1/${queryString({ items: RELATED_ITEMS, country, nsfw: matureParam() })}`, signal);
}

/** The related items of a post; the request waits 500 ms so that the post itself (and its images) load first. */
export function useRelatedPosts(id: number | undefined, country: Country) {
  const [due, setDue] = useState<number | undefined>();
  const mature = useMatureGiftsShown();
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(() => setDue(id), RELATED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return useQuery({
    queryKey: ['related', id, country, mature] as const,
    queryFn: ({ signal }) => getRelated(id!, country, signal),
    enabled: id !== undefined && due === id,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
