import type { DataResponse, PublicBoostDatesDto } from '@emberhold/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** GET /api/boost-dates: the booked and blocked dates of the booking window, for anyone (no buyer, no post). */
export function publicBoostDatesQueryOptions() {
  return queryOptions({
    queryKey: ['boost-dates'] as const,
    queryFn: async ({ signal }) => (await getJson<DataResponse<PublicBoostDatesDto>>('/api/boost-dates', signal)).data,
    // The server keeps it a few seconds; a date taken meanwhile is still refused on the boost page.
    staleTime: 30_000,
  });
}
