import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../infra/signed-in-user';

export class DeleteBoardCommand extends Command<{ removed: number }> {
  constructor(
    readonly user: SignedInUser,
    readonly boardId: number,
  ) {
    super();
  }
}
