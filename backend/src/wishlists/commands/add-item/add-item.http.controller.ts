import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AddItemResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { AddItemCommand } from './add-item.command';
import { addItemBody, type AddItemBody } from './add-item.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class AddItemHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Saves a published post to a board of the logged-in user {post_id, wishlist_id, comment}; again sets the comment.' })
  async add(@Body(new WishlistBodyPipe(addItemBody)) body: AddItemBody, @SignedIn() viewer: SignedInUser): Promise<AddItemResponse> {
    const { added, ...item } = await this.commands.execute(new AddItemCommand(viewer, body));
    return success({ item, added });
  }
}
