import { Module } from '@nestjs/common';
import { SubmitContactHandler } from './commands/submit-contact/submit-contact.handler';
import { SubmitContactHttpController } from './commands/submit-contact/submit-contact.http.controller';
import { RelayOutboxOnContactHandler } from './events/relay-outbox-on-contact.handler';

@Module({
  controllers: [SubmitContactHttpController],
  providers: [SubmitContactHandler, RelayOutboxOnContactHandler],
})
export class ContactModule {}
