import { Command } from '@nestjs/cqrs';
import type { DeleteAccountBody } from './delete-account.dto';

export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly body: DeleteAccountBody,
    readonly ip: string,
  ) {
    super();
  }
}
