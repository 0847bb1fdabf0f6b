import { Command } from '@nestjs/cqrs';

export class ForgotPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
  ) {
    super();
  }
}
