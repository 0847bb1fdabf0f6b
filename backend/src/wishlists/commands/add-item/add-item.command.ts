import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';
import type { AddItemBody } from './add-item.dto';

export interface AddItemResult {
  post_id: number;
  wishlist_id: number;
  comment: string;
  /** False when the post was on the board already and only its comment was set. */
  added: boolean;
}

export class AddItemCommand extends Command<AddItemResult> {
  constructor(
    readonly user: SignedInUser,
    readonly body: AddItemBody,
  ) {
    super();
  }
}
