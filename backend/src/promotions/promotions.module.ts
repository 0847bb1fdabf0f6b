import { Module } from '@nestjs/common';
import { OutboxModule } from '../common/outbox/outbox.module';
import { StaffModule } from '../staff/staff.public';
import { SendPromoEmailHandler } from './commands/send-promo-email/send-promo-email.handler';
import { SendPromoEmailHttpController } from './commands/send-promo-email/send-promo-email.http.controller';
import { UnsubscribeHandler } from './commands/unsubscribe/unsubscribe.handler';
import { UnsubscribeHttpController } from './commands/unsubscribe/unsubscribe.http.controller';
import { PromoMessages } from './infra/promo-message';
import { ListPromoEmailsHandler } from './queries/list-promo-emails/list-promo-emails.handler';
import { ListPromoEmailsHttpController } from './queries/list-promo-emails/list-promo-emails.http.controller';
import { PreviewPromoEmailHttpController } from './queries/preview-promo-email/preview-promo-email.http.controller';
import { ReadUnsubscribeHandler } from './queries/read-unsubscribe/read-unsubscribe.handler';

/**
 * Promo emails (spec sections 6 and 7): admins write, preview and send them through the outbox and read the sent log;
 * anyone a promotional mail reached unsubscribes through its link. Mails go out through OutboxMail and the mail
 * dispatcher, which never sends a promotion to an unsubscribed address.
 */
@Module({
  imports: [OutboxModule, StaffModule],
  controllers: [SendPromoEmailHttpController, PreviewPromoEmailHttpController, ListPromoEmailsHttpController, UnsubscribeHttpController],
  providers: [PromoMessages, SendPromoEmailHandler, UnsubscribeHandler, ListPromoEmailsHandler, ReadUnsubscribeHandler],
})
export class PromotionsModule {}
