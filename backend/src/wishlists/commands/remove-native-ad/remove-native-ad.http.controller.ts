import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RemoveAdResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { RemoveNativeAdCommand } from './remove-native-ad.command';
import { removeNativeAdBody, type RemoveNativeAdBody } from './remove-native-ad.dto';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/native_ad')
export class RemoveNativeAdHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsaves a sponsored item of the logged-in user {ad_id}.' })
  async remove(@Body(new WishlistBodyPipe(removeNativeAdBody)) body: RemoveNativeAdBody, @SignedIn() viewer: SignedInUser): Promise<RemoveAdResponse> {
    const { removed } = await this.commands.execute(new RemoveNativeAdCommand(viewer, body.ad_id));
    return success({ ad_id: body.ad_id, removed });
  }
}
