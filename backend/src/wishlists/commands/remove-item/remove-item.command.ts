import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';
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
