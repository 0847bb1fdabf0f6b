import { Command } from '@nestjs/cqrs';
import type { BoardDto } from '../../domain/board-view';
import type { EditBoardBody } from './edit-board.dto';

export class EditBoardCommand extends Command<BoardDto> {
  constructor(
    readonly userId: number,
    readonly body: EditBoardBody,
  ) {
    super();
  }
}
