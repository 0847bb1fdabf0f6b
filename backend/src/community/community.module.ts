import { Module } from '@nestjs/common';
import { ConfirmSubscriptionHandler } from './commands/confirm-subscription/confirm-subscription.handler';
import { ConfirmSubscriptionHttpController } from './commands/confirm-subscription/confirm-subscription.http.controller';
import { EnterGiveawayHandler } from './commands/enter-giveaway/enter-giveaway.handler';
import { EnterGiveawayHttpController } from './commands/enter-giveaway/enter-giveaway.http.controller';
import { SubmitProductHandler } from './commands/submit-product/submit-product.handler';
import { SubmitProductHttpController } from './commands/submit-product/submit-product.http.controller';
import { SubscribeHandler } from './commands/subscribe/subscribe.handler';
import { SubscribeHttpController } from './commands/subscribe/subscribe.http.controller';
import { SubmitterGuard } from './infra/submitter.guard';
import { GetGiveawayEntryHandler } from './queries/get-giveaway-entry/get-giveaway-entry.handler';
import { GetGiveawayEntryHttpController } from './queries/get-giveaway-entry/get-giveaway-entry.http.controller';
import { SiteSettingsModule } from '../site-settings/site-settings.public';

/**
 * Community (spec sections 2, 5, 7, 8): newsletter subscription with double opt-in (POST /api/user/subscribe and
 * /api/user/confirm_subscribe), product submissions of logged-in users (POST /api/user/submit) and giveaway entries
 * (POST /api/user/giveaway/{slug}/enter, GET …/entry).
 */
@Module({
  imports: [SiteSettingsModule],
  controllers: [
    SubscribeHttpController,
    ConfirmSubscriptionHttpController,
    SubmitProductHttpController,
    EnterGiveawayHttpController,
    GetGiveawayEntryHttpController,
  ],
  providers: [SubscribeHandler, ConfirmSubscriptionHandler, SubmitProductHandler, EnterGiveawayHandler, GetGiveawayEntryHandler, SubmitterGuard],
})
export class CommunityModule {}
