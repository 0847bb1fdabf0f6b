import { Command } from '@nestjs/cqrs';
import type { BoardDto } from '../../domain/board-view';
import type { SaveNewBoardBody } from './save-new-board.dto';

export class SaveNewBoardCommand extends Command<BoardDto> {
  constructor(
    readonly userId: number,
    readonly body: SaveNewBoardBody,
  ) {
    super();
  }
}
