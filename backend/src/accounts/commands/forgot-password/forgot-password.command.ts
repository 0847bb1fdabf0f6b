import { Command } from '@nestjs/cqrs';

export class ForgotPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    /** Where the site is served, for the link in the mail (PUBLIC_URL wins when set). */
    readonly origin: string,
    readonly ip: string,
  ) {
    super();
  }
}
