import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';

export class EnterGiveawayCommand extends Command<{ alreadyEntered: boolean; enteredAt: Date }> {
  constructor(
    readonly viewer: SignedInUser,
    readonly slug: string,
  ) {
    super();
  }
}
