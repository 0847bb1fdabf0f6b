import { Injectable } from '@nestjs/common';
import { PageCaches } from '../../common/cache/page-caches';
import { mergedTarget, purgePlanOf, WHOLE_CATALOGUE } from '../domain/purge-plan';
import { CachePurgeBroadcast } from './cache-purge-broadcast';

export interface SitePurgeOutcome {
  /** Entries dropped from this process's caches, per cache name. */
  dropped: Record<string, number>;
  /** False when the other API processes could not be told (their entries still end after CATALOGUE_CACHE_MS). */
  sentToOtherProcesses: boolean;
}

/**
 * For staff actions in other contexts that change what pages show (a feature set up, a post published): after the
 * change commits, the pages it shows on leave the caches of this and every other API process. The action's own audit
 * entry records it; this writes none.
 */
@Injectable()
export class SitePurger {
  constructor(
    private readonly caches: PageCaches,
    private readonly broadcast: CachePurgeBroadcast,
  ) {}

  /** Site paths (such as "/", "/gifts/", "/dragon-mug/"), as the purge tool takes them. */
  async purge(paths: string[]): Promise<SitePurgeOutcome> {
    const dropped = this.caches.purge(mergedTarget(paths.map((path) => purgePlanOf(path).target)));
    return { dropped, sentToOtherProcesses: await this.broadcast.send(paths) };
  }

  /** Every list, guide, price page, search and related list, plus the posts named by slug. */
  purgeCatalogue(postSlugs: string[] = []): Promise<SitePurgeOutcome> {
    return this.purge([WHOLE_CATALOGUE, ...postSlugs.map((slug) => `/${slug}/`)]);
  }
}
