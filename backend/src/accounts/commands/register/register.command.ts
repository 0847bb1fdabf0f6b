import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { registerForm } from '../../domain/credentials';

export class RegisterCommand extends Command<{ userId: number }> {
  constructor(
    readonly form: z.infer<typeof registerForm>,
    readonly ip: string,
  ) {
    super();
  }
}
