/** What other contexts may use of the cache purge: dropping the pages a change of theirs shows on, in every API process. */
export { CachePurgeModule } from './cache-purge.module';
export { SitePurger, type SitePurgeOutcome } from './infra/site-purger';
