import { Command } from '@nestjs/cqrs';

export class ResetPasswordCommand extends Command<{ userId: number }> {
  constructor(
    readonly code: string,
    readonly password: string,
  ) {
    super();
  }
}
