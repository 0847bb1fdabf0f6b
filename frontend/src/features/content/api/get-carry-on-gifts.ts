import type { GiftListResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';

/**
 * The gifts the airline page offers for the cabin: the stocking-stuffers guide (pins, socks, dice, keychains: small
 * enough for any carry-on), most popular first, one page.
 */
export const CARRY_ON_GUIDE = 'stocking-stuffers';
export const CARRY_ON_COUNT = 8;

/** GET /api/gifts/stocking-stuffers/popular/1/?country= */
export function useCarryOnGifts(country: Country) {
  return useQuery({
    queryKey: ['carry-on-gifts', country] as const,
    queryFn: ({ signal }) => getJson<GiftListResponse>(`/api/gifts/${CARRY_ON_GUIDE}/popular/1/?country=${country}`, signal),
    staleTime: 60_000,
  });
}
