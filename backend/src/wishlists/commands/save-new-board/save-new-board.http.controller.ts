import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoardResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { SaveNewBoardCommand } from './save-new-board.command';
import { saveNewBoardBody, type SaveNewBoardBody } from './save-new-board.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class SaveNewBoardHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('save-new-board')
  @HttpCode(200)
  @ApiOperation({ summary: 'Creates a board {name, private?} of the logged-in user; answers the board.' })
  async create(@Body(new WishlistBodyPipe(saveNewBoardBody)) body: SaveNewBoardBody, @SignedIn() viewer: SignedInUser): Promise<BoardResponse> {
    const wishlist = await this.commands.execute(new SaveNewBoardCommand(viewer.userId, body));
    return success({ wishlist });
  }
}
