import { type Country, DEFAULT_COUNTRY } from '@emberhold/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The readable cookie in which every page hands the site the visitor's country as the server decided it (an ISO
 * code, GB for the United Kingdom): the site chooses the cookie banner from it (frontend/src/lib/visitor-country.ts)
 * and, on addresses without a country segment, the country variant (frontend/src/lib/use-country.ts). It is no
 * secret and decides nothing on the server, which never reads it back.
 */
export const COUNTRY_COOKIE = 'country';
/** The variant a visitor picked in the site's country switch (us, uk or ca), kept by the site for a year. */
export const SITE_COUNTRY_COOKIE = 'site_country';
/** The country is decided again on every page load; the cookie outlives a day only if the visitor stays. */
const COUNTRY_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** Sets the `country` cookie for the page's answer; an unknown country sets none. */
export function handOverCountry(request: FastifyRequest, reply: FastifyReply, code: string | null): void {
  if (code === null) return;
  void reply.setCookie(COUNTRY_COOKIE, code, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: COUNTRY_COOKIE_MAX_AGE_S,
  });
}

const VARIANTS: readonly Country[] = ['us', 'uk', 'ca'];

/**
 * The country variant an address without a country segment shows this visitor, as the site picks it
 * (frontend/src/lib/use-country.ts): the visitor's own choice in the country switch, else GB -> uk and CA -> ca from
 * where they are, else us. An address's /uk or /ca segment wins over both, before this is asked.
 */
export function unprefixedVariant(chosen: string | undefined, code: string | null): Country {
  if (chosen !== undefined && (VARIANTS as readonly string[]).includes(chosen)) return chosen as Country;
  if (code === 'GB') return 'uk';
  if (code === 'CA') return 'ca';
  return DEFAULT_COUNTRY;
}
