import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MoveItemResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { MoveItemCommand } from './move-item.command';
import { moveItemBody, type MoveItemBody } from './move-item.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class MoveItemHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('move-wishlist-item')
  @HttpCode(200)
  @ApiOperation({ summary: 'Moves a saved post between two boards of the logged-in user {source, target, post_id, comment}, atomically.' })
  async move(@Body(new WishlistBodyPipe(moveItemBody)) body: MoveItemBody, @SignedIn() viewer: SignedInUser): Promise<MoveItemResponse> {
    return success({ item: await this.commands.execute(new MoveItemCommand(viewer, body)) });
  }
}
