import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoardResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { EditBoardCommand } from './edit-board.command';
import { editBoardBody, type EditBoardBody } from './edit-board.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class EditBoardHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('edit-board')
  @HttpCode(200)
  @ApiOperation({ summary: 'Renames a board of the logged-in user {name, wishlist_id, private?}; answers the board.' })
  async edit(@Body(new WishlistBodyPipe(editBoardBody)) body: EditBoardBody, @SignedIn() viewer: SignedInUser): Promise<BoardResponse> {
    return success({ wishlist: await this.commands.execute(new EditBoardCommand(viewer.userId, body)) });
  }

  /** The spec's other name for the same change (section 7: save-existing-board {name, wishlist_id}). */
  @Post('save-existing-board')
  @HttpCode(200)
  @ApiOperation({ summary: 'The same as edit-board {name, wishlist_id, private?}.' })
  async saveExisting(@Body(new WishlistBodyPipe(editBoardBody)) body: EditBoardBody, @SignedIn() viewer: SignedInUser): Promise<BoardResponse> {
    return this.edit(body, viewer);
  }
}
