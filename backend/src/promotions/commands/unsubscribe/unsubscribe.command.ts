import { Command } from '@nestjs/cqrs';

/** Whoever holds an unsubscribe link unsubscribes its address from promotional mail. */
export class UnsubscribeCommand extends Command<{ email: string }> {
  constructor(readonly token: string | undefined) {
    super();
  }
}
