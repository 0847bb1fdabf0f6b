import { Command } from '@nestjs/cqrs';

export class LoginCommand extends Command<{ userId: number }> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
