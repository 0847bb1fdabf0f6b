import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';
import type { MoveItemBody } from './move-item.dto';

export interface MoveItemResult {
  post_id: number;
  wishlist_id: number;
  comment: string;
}

export class MoveItemCommand extends Command<MoveItemResult> {
  constructor(
    readonly user: SignedInUser,
    readonly body: MoveItemBody,
  ) {
    super();
  }
}
