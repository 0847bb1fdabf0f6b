import { gzipSync } from 'node:zlib';
import { type CallHandler, type ExecutionContext, Inject, Injectable, Logger, type NestInterceptor, Optional } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { addressMatches, PageCaches } from '../cache/page-caches';
import { TtlLruCache } from '../cache/ttl-lru-cache';

/** Responses kept; an entry is one page of posts, 10 to 40 kB of JSON. */
const MAX_ENTRIES = 4_000;
/** How long after its TTL a page may still be served while it is re-read in the background. */
const STALE_MS = 60_000;
/** Query values that make a response one visitor's own: never shared. */
const PERSONAL_QUERY = ['subtag', 'seed'] as const;

interface RenderedResponse {
  json: string;
  /** Made on the first request that accepts gzip, then sent as it is until the entry is replaced. */
  gzip?: Buffer;
}

/**
 * The catalogue's public reads (lists, gift guides, posts, content) are the same for every visitor of a country,
 * so their JSON is rendered once per address and CATALOGUE_CACHE_MS instead of on every request: serialising a page
 * of 24 posts cost more than every other step of a cached read. An expired page is still served for up to a minute
 * while one background read refreshes it (stale-while-revalidate), so no visitor waits for a refresh, and the
 * gzip of a page is made once. Shared caches in front get the same rule through Cache-Control. Requests carrying a
 * visitor's subtag or random seed are answered afresh, never stored.
 */
@Injectable()
export class PublicResponseCacheInterceptor implements NestInterceptor {
  private readonly logger = new Logger(PublicResponseCacheInterceptor.name);
  private readonly responses: TtlLruCache<RenderedResponse>;
  private readonly cacheControl: string;

  constructor(@Optional() @Inject(APP_CONFIG) config?: AppConfig, @Optional() pageCaches?: PageCaches) {
    const ttlMs = config?.CATALOGUE_CACHE_MS ?? 0;
    this.responses = new TtlLruCache<RenderedResponse>(MAX_ENTRIES, ttlMs, Date.now, {
      staleMs: STALE_MS,
      onRefreshError: (error: unknown) => this.logger.warn(`background refresh of a cached response failed: ${String(error)}`),
    });
    this.cacheControl =
      ttlMs > 0 ? `public, max-age=${Math.floor(ttlMs / 1000)}, stale-while-revalidate=${STALE_MS / 1000}` : 'no-cache';
    // Keyed by address (path and query), so a purge names API paths and drops every query of each.
    pageCaches?.register({
      cacheName: 'responses',
      purge: (target) => this.responses.purge((address) => target.apiPaths.some((path) => addressMatches(address, path))),
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (request.method !== 'GET' || PERSONAL_QUERY.some((name) => query[name] !== undefined && query[name] !== '')) {
      return next.handle();
    }
    const render = async (): Promise<RenderedResponse> => ({ json: JSON.stringify(await lastValueFrom(next.handle())) });
    return from(
      this.responses.getOrLoad(request.url, render).then((response) => {
        void reply.header('content-type', 'application/json; charset=utf-8');
        void reply.header('cache-control', this.cacheControl);
        void reply.header('vary', 'accept-encoding');
        if (response.json.length < 1024 || !acceptsGzip(request.headers['accept-encoding'])) return response.json;
        response.gzip ??= gzipSync(response.json);
        void reply.header('content-encoding', 'gzip');
        return response.gzip;
      }),
    );
  }
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0+)?\s*(,|$))|$)/i.test(value);
}
