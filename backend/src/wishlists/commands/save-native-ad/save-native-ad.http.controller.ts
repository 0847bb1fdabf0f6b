import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SaveAdResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { SaveNativeAdCommand } from './save-native-ad.command';
import { saveNativeAdBody, type SaveNativeAdBody } from './save-native-ad.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/native_ad')
export class SaveNativeAdHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Saves a sponsored item for the logged-in user {ad_id, wishlist_id}; once per user and ad.' })
  async save(@Body(new WishlistBodyPipe(saveNativeAdBody)) body: SaveNativeAdBody, @SignedIn() viewer: SignedInUser): Promise<SaveAdResponse> {
    const { added, ...ad } = await this.commands.execute(new SaveNativeAdCommand(viewer, body));
    return success({ ad, added });
  }
}
