import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';
import type { RemoveItemBody } from './remove-item.dto';

export interface RemoveItemResult {
  /** The post was on the board. */
  removed: boolean;
  /** The post is still on another board of the user. */
  saved: boolean;
}

export class RemoveItemCommand extends Command<RemoveItemResult> {
  constructor(
    readonly user: SignedInUser,
    readonly body: RemoveItemBody,
  ) {
    super();
  }
}
