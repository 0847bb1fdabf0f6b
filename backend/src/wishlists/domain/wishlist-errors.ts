import { NotFoundError } from '@emberhold/contracts';

/**
 * A board that does not exist, is another user's (for a change), or is someone else's private board (for a read):
 * one answer for all three, so nobody can tell a private board from a missing one.
 */
export class BoardNotFoundError extends NotFoundError {
  constructor() {
    super('BOARD_NOT_FOUND', 'This board could not be found.');
  }
}

export class WishlistUserNotFoundError extends NotFoundError {
  constructor() {
    super('USER_NOT_FOUND', 'User not found');
  }
}

/** Only published posts can be saved. */
export class SavablePostNotFoundError extends NotFoundError {
  constructor() {
    super('POST_NOT_FOUND', 'Post not found');
  }
}

export class ItemNotOnBoardError extends NotFoundError {
  constructor() {
    super('ITEM_NOT_FOUND', 'This post is not on that board.');
  }
}

/** Only native ads that are running can be saved. */
export class SavableAdNotFoundError extends NotFoundError {
  constructor() {
    super('AD_NOT_FOUND', 'This sponsored item could not be found.');
  }
}
