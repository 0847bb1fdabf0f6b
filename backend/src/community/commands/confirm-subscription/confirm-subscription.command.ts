import { Command } from '@nestjs/cqrs';

export class ConfirmSubscriptionCommand extends Command<void> {
  constructor(readonly code: string) {
    super();
  }
}
