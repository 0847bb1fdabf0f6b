import { compile } from '@fastify/proxy-addr';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import type { FastifyRequest } from 'fastify';
import { trustProxySetting } from '../http/site-address';
import { CountryDatabase } from './country-database';

/**
 * The country headers CDNs add for the client they saw (Cloudflare, CloudFront, Vercel). Anyone can send them, so they
 * count only from a proxy the deployment trusts (TRUSTED_PROXIES).
 */
export const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'] as const;

/** An ISO 3166 alpha-2 code; XX (unknown) and T1 (Tor, Cloudflare) are no country. */
const ISO_COUNTRY = /^[A-Z]{2}$/;
const NO_COUNTRY = new Set(['XX', 'T1']);

/**
 * Whether a connecting peer is one of the proxies TRUSTED_PROXIES names, decided as Fastify decides it for
 * X-Forwarded-For (create-app.ts: the same trustProxySetting, and for a list of addresses the same proxy-addr compiler
 * Fastify uses), asked about the nearest hop.
 */
export function trustsPeer(trustedProxies: string | undefined): (address: string | undefined) => boolean {
  const setting = trustProxySetting(trustedProxies);
  if (setting === false) return () => false;
  const trust = typeof setting === 'function' ? setting : compile(setting);
  return (address) => address !== undefined && trust(address, 0);
}

/** The upper-case code a CDN header names, or null when it names none (absent, XX, T1, malformed). */
export function cdnCountry(headers: FastifyRequest['headers']): string | null {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = headers[name];
    const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (ISO_COUNTRY.test(code) && !NO_COUNTRY.has(code)) return code;
  }
  return null;
}

/**
 * Where a visitor is, decided on the server and never from what a stranger can write into a request: a CDN's country
 * header only when the request's immediate peer is a trusted proxy; otherwise the client address (Fastify's
 * `request.ip`, which follows X-Forwarded-For only through trusted proxies) in DB-IP Lite's country database.
 */
@Injectable()
export class VisitorCountry {
  private readonly trusted: (address: string | undefined) => boolean;

  constructor(
    private readonly database: CountryDatabase,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'TRUSTED_PROXIES'>,
  ) {
    this.trusted = trustsPeer(config.TRUSTED_PROXIES);
  }

  /** The visitor's ISO 3166 alpha-2 code (upper case, GB for the United Kingdom), or null when unknown. */
  of(request: FastifyRequest): string | null {
    if (this.trusted(request.raw.socket?.remoteAddress)) {
      const reported = cdnCountry(request.headers);
      if (reported) return reported;
    }
    return this.database.countryOf(request.ip);
  }

  /**
   * The country as tracking facts carry it (the envelope's format): the ISO code in lower case (gb for the United
   * Kingdom, as CDNs report it), and us, the site's default country, when unknown.
   */
  forTracking(request: FastifyRequest): string {
    return this.of(request)?.toLowerCase() ?? 'us';
  }
}
