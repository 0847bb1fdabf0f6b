import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.public';
import { OutboxModule } from '../common/outbox/outbox.module';
import { SubmitContactHandler } from './commands/submit-contact/submit-contact.handler';
import { SubmitContactHttpController } from './commands/submit-contact/submit-contact.http.controller';

@Module({
  imports: [OutboxModule, CaptchaModule],
  controllers: [SubmitContactHttpController],
  providers: [SubmitContactHandler],
})
export class ContactModule {}
