import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../infra/signed-in-user';
import type { RemoveItemBody } from './remove-item.dto';

/** Answers whether the post was on the board. */
export class RemoveItemCommand extends Command<{ removed: boolean }> {
  constructor(
    readonly user: SignedInUser,
    readonly body: RemoveItemBody,
  ) {
    super();
  }
}
