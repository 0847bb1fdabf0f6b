import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';

export class DeleteBoardCommand extends Command<{ removed: number }> {
  constructor(
    readonly user: SignedInUser,
    readonly boardId: number,
  ) {
    super();
  }
}
