import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import type { BoardDto } from '../../domain/board-view';
import { SaveNewBoardCommand } from './save-new-board.command';

/** A new, empty board of the user; public unless asked otherwise. */
@CommandHandler(SaveNewBoardCommand)
export class SaveNewBoardHandler implements ICommandHandler<SaveNewBoardCommand, BoardDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ userId, body }: SaveNewBoardCommand): Promise<BoardDto> {
    const board = await this.prisma.wishlistBoard.create({
      data: { userId, name: body.name, private: body.private ?? false },
      select: { id: true, userId: true, name: true, private: true },
    });
    return { wishlist_id: board.id, user_id: board.userId, name: board.name, private: board.private, count: 0, images: [] };
  }
}
