import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeleteBoardResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { DeleteBoardCommand } from './delete-board.command';
import { deleteBoardBody, type DeleteBoardBody } from './delete-board.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class DeleteBoardHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('delete-board')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a board of the logged-in user {wishlist_id} and the posts saved on it.' })
  async delete(@Body(new WishlistBodyPipe(deleteBoardBody)) body: DeleteBoardBody, @SignedIn() viewer: SignedInUser): Promise<DeleteBoardResponse> {
    const { removed } = await this.commands.execute(new DeleteBoardCommand(viewer, body.wishlist_id));
    return success({ wishlist_id: body.wishlist_id, removed });
  }
}
