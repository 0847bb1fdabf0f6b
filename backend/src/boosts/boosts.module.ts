import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.public';
import { ConfirmBoostPaymentHandler } from './commands/confirm-boost-payment/confirm-boost-payment.handler';
import { ConfirmBoostPaymentHttpController } from './commands/confirm-boost-payment/confirm-boost-payment.http.controller';
import { StartBoostPaymentHandler } from './commands/start-boost-payment/start-boost-payment.handler';
import { StartBoostPaymentHttpController } from './commands/start-boost-payment/start-boost-payment.http.controller';
import { BoostCalendar } from './infra/boost-calendar';
import { BoostSettings } from './infra/boost-settings';
import { ConvertedBoosts } from './infra/converted-boosts';
import { BoostPurposeHandler } from './infra/boost.purpose-handler';
import { CardCheckout } from './infra/card-checkout';
import { GetBoostStatusHandler } from './queries/get-boost-status/get-boost-status.handler';
import { GetBoostStatusHttpController } from './queries/get-boost-status/get-boost-status.http.controller';
import { GetOfferHandler } from './queries/get-offer/get-offer.handler';
import { GetOfferHttpController } from './queries/get-offer/get-offer.http.controller';
import { ListBlockedDatesHandler } from './queries/list-blocked-dates/list-blocked-dates.handler';
import { ListBlockedDatesHttpController } from './queries/list-blocked-dates/list-blocked-dates.http.controller';
import { ListBoostedHandler } from './queries/list-boosted/list-boosted.handler';
import { ListBoostedHttpController } from './queries/list-boosted/list-boosted.http.controller';
import { StaffModule } from '../staff/staff.public';
import { ChangeBoostDateHandler } from './commands/change-boost-date/change-boost-date.handler';
import { ChangeBoostDateHttpController } from './commands/change-boost-date/change-boost-date.http.controller';
import { SetBoostFlagsHandler } from './commands/set-boost-flags/set-boost-flags.handler';
import { SetBoostFlagsHttpController } from './commands/set-boost-flags/set-boost-flags.http.controller';
import { ListBoostChecklistHandler } from './queries/list-boost-checklist/list-boost-checklist.handler';
import { ListBoostChecklistHttpController } from './queries/list-boost-checklist/list-boost-checklist.http.controller';
import { ListPublicBoostDatesHandler } from './queries/list-public-boost-dates/list-public-boost-dates.handler';
import { ListPublicBoostDatesHttpController } from './queries/list-public-boost-dates/list-public-boost-dates.http.controller';

/**
 * Boosts (spec sections 2, 5, 7 and 9): a dated boost of a post. The offer (price under the page's token, the booked
 * and blocked dates), holding a date while its buyer pays by card (the payments context charges and confirms, and
 * hands the paid boost back to BoostPurposeHandler), the status the page polls, and the calendar for staff. On its day
 * a paid boost runs (the boosts.refresh job in packages/pipeline) and its post leads the new list (catalogue
 * PostReader).
 */
@Module({
  imports: [PaymentsModule, StaffModule],
  controllers: [
    GetOfferHttpController,
    GetBoostStatusHttpController,
    StartBoostPaymentHttpController,
    ConfirmBoostPaymentHttpController,
    ListBoostedHttpController,
    ListBlockedDatesHttpController,
    ListBoostChecklistHttpController,
    SetBoostFlagsHttpController,
    ChangeBoostDateHttpController,
    ListPublicBoostDatesHttpController,
  ],
  providers: [
    BoostCalendar,
    BoostSettings,
    CardCheckout,
    BoostPurposeHandler,
    GetOfferHandler,
    GetBoostStatusHandler,
    StartBoostPaymentHandler,
    ConfirmBoostPaymentHandler,
    ListBoostedHandler,
    ListBlockedDatesHandler,
    ListBoostChecklistHandler,
    SetBoostFlagsHandler,
    ChangeBoostDateHandler,
    ListPublicBoostDatesHandler,
    ConvertedBoosts,
  ],
  exports: [ConvertedBoosts],
})
export class BoostsModule {}
