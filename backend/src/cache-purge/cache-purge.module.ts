import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.public';
import { PurgePagesHandler } from './commands/purge-pages/purge-pages.handler';
import { PurgePagesHttpController } from './commands/purge-pages/purge-pages.http.controller';
import { CachePurgeBroadcast } from './infra/cache-purge-broadcast';
import { SitePurger } from './infra/site-purger';

/**
 * The staff cache purge (spec section 7, dev_purge): named site pages leave every page cache of every API process.
 * The caches themselves stay in their contexts and register with PageCaches.
 */
@Module({
  imports: [StaffModule],
  controllers: [PurgePagesHttpController],
  providers: [PurgePagesHandler, CachePurgeBroadcast, SitePurger],
  exports: [SitePurger],
})
export class CachePurgeModule {}
