import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.public';
import { OutboxModule } from '../common/outbox/outbox.module';
import { RateHandler } from './commands/rate/rate.handler';
import { RateHttpController } from './commands/rate/rate.http.controller';
import { FindOwnRatingsHandler } from './queries/find-own-ratings/find-own-ratings.handler';
import { FindOwnRatingsHttpController } from './queries/find-own-ratings/find-own-ratings.http.controller';

/**
 * Ratings (spec sections 5, 6 and 7): a logged-in user's 0-5 stars for posts, gift guides and blog posts, one per user
 * and target. A rating, the target's aggregate (average and count) and its `rating.set` fact commit together; the
 * lookups give the user's own ratings back to the site's star widgets.
 */
@Module({
  imports: [OutboxModule, CatalogueModule],
  controllers: [RateHttpController, FindOwnRatingsHttpController],
  providers: [RateHandler, FindOwnRatingsHandler],
})
export class RatingsModule {}
