import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import type { BoardDto } from '../../domain/board-view';
import { BoardNotFoundError } from '../../domain/wishlist-errors';
import { WishlistReader } from '../../infra/wishlist-reader';
import { EditBoardCommand } from './edit-board.command';

/** Renames a board of the user and, when `private` is given, sets its privacy; someone else's board is a 404. */
@CommandHandler(EditBoardCommand)
export class EditBoardHandler implements ICommandHandler<EditBoardCommand, BoardDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly reader: WishlistReader,
  ) {}

  async execute({ userId, body }: EditBoardCommand): Promise<BoardDto> {
    const { count } = await this.prisma.wishlistBoard.updateMany({
      where: { id: body.wishlist_id, userId },
      data: { name: body.name, ...(body.private === undefined ? {} : { private: body.private }) },
    });
    if (count === 0) throw new BoardNotFoundError();
    return this.reader.board({ userId, includePrivate: true }, body.wishlist_id);
  }
}
