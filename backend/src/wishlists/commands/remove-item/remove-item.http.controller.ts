import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RemoveItemResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { RemoveItemCommand } from './remove-item.command';
import { removeItemBody, type RemoveItemBody } from './remove-item.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class RemoveItemHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes a post off a board of the logged-in user {wishlist_id, post_id}; `saved` says whether it is still on another of their boards.' })
  async remove(@Body(new WishlistBodyPipe(removeItemBody)) body: RemoveItemBody, @SignedIn() viewer: SignedInUser): Promise<RemoveItemResponse> {
    const { removed, saved } = await this.commands.execute(new RemoveItemCommand(viewer, body));
    return success({ post_id: body.post_id, wishlist_id: body.wishlist_id, removed, saved });
  }
}
