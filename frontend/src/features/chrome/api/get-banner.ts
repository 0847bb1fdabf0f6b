import type { BannerResponse, Country } from '@emberhold/contracts';
// From its own file: the package's index would bring every contract's validation (zod) into the site's first load.
import { AFFILIATE_PROGRAMS } from '@emberhold/contracts/src/affiliate/affiliate-programs';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The site's banner (GET /api/banner/): its link and the UK and CA ones. A failed call shows no banner. */
export function useBanner() {
  const query = useQuery({
    queryKey: ['banner'] as const,
    queryFn: ({ signal }) => getJson<BannerResponse>('/api/banner/', signal),
    retry: false,
    staleTime: 10 * 60_000,
  });
  return query.data ?? null;
}

/**
 * Where the banner leads a visitor of `country` (spec section 9: UK and CA get regional banner links), and the store
 * it names; null when the banner has no usable link. A region without its own link falls back to the default one.
 */
export function regionalBanner(banner: Pick<BannerResponse, 'link' | 'uk_link' | 'ca_link'> | null, country: Country): { href: string; store: string } | null {
  if (!banner) return null;
  const regional = country === 'uk' ? banner.uk_link : country === 'ca' ? banner.ca_link : null;
  const href = regional || banner.link;
  if (!href || !/^https:\/\//i.test(href)) return null;
  const store = Object.values(AFFILIATE_PROGRAMS).find((program) => hostOf(href) === program.host)?.name ?? 'the shop';
  return { href, store };
}

function hostOf(href: string): string | null {
  try {
    return new URL(href).hostname;
  } catch {
    return null;
  }
}
