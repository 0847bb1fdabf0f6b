import { Command } from '@nestjs/cqrs';
import type { RegisterBody } from './register.dto';

export class RegisterCommand extends Command<{ userId: number }> {
  constructor(
    readonly form: RegisterBody,
    readonly ip: string,
  ) {
    super();
  }
}
