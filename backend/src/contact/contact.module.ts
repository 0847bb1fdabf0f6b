import { Module } from '@nestjs/common';
import { OutboxModule } from '../common/outbox/outbox.module';
import { SubmitContactHandler } from './commands/submit-contact/submit-contact.handler';
import { SubmitContactHttpController } from './commands/submit-contact/submit-contact.http.controller';
import { RelayOutboxOnContactHandler } from './events/relay-outbox-on-contact.handler';

@Module({
  imports: [OutboxModule],
  controllers: [SubmitContactHttpController],
  providers: [SubmitContactHandler, RelayOutboxOnContactHandler],
})
export class ContactModule {}
