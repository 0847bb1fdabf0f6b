import { Global, Injectable, Module } from '@nestjs/common';

/**
 * What one purge drops, worked out from the site pages named (backend/src/cache-purge/domain/purge-plan.ts): the
 * API addresses those pages read, and the things they show, for the caches keyed by those.
 */
export interface PurgeTarget {
  /**
   * API paths whose rendered responses go: a path ending in "/" drops every address below it (each page, sort,
   * country and query); any other drops that address with or without a trailing slash and with any query.
   */
  apiPaths: string[];
  /** Posts by slug (the row of a post page). */
  postSlugs: string[];
  /** True when a list of posts is named: every cached list page's rows go (their keys name sorts, not pages). */
  postLists: boolean;
  /** Gift guides by slug, blog posts by slug and giveaways by slug (their page heads). */
  guideSlugs: string[];
  blogSlugs: string[];
  giveawaySlugs: string[];
}

/** A cache that can drop what a purge names; returns how many entries it dropped. */
export interface PurgeableCache {
  /** Names the cache in the purge's answer: "responses", "rows", "heads". */
  readonly cacheName: string;
  purge(target: PurgeTarget): number;
}

/**
 * Every in-process cache of pages, so one purge reaches them all. Caches register themselves when they are made;
 * a context's cache stays its own, this only knows how to ask it to forget.
 */
@Injectable()
export class PageCaches {
  private readonly caches = new Set<PurgeableCache>();

  register(cache: PurgeableCache): void {
    this.caches.add(cache);
  }

  /** Entries dropped, summed per cache name. */
  purge(target: PurgeTarget): Record<string, number> {
    const dropped: Record<string, number> = {};
    for (const cache of this.caches) dropped[cache.cacheName] = (dropped[cache.cacheName] ?? 0) + cache.purge(target);
    return dropped;
  }
}

/** True when an address (path and query) is one the API path names (see PurgeTarget.apiPaths). */
export function addressMatches(address: string, apiPath: string): boolean {
  const path = address.split('?', 1)[0]!;
  if (apiPath.endsWith('/')) return path.startsWith(apiPath) || path === apiPath.slice(0, -1);
  return path === apiPath || path === `${apiPath}/`;
}

@Global()
@Module({ providers: [PageCaches], exports: [PageCaches] })
export class PageCachesModule {}
