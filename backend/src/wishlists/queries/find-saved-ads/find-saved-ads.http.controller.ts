import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SavedAdIdsResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { findSavedAdsBody, type FindSavedAdsBody } from './find-saved-ads.dto';
import { FindSavedAdsQuery } from './find-saved-ads.query';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/ad_wishlist')
export class FindSavedAdsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Which of {ad_ids} (up to 200) the logged-in user has saved: ads[] with ad_id.' })
  async find(@Body(new WishlistBodyPipe(findSavedAdsBody)) body: FindSavedAdsBody, @SignedIn() viewer: SignedInUser): Promise<SavedAdIdsResponse> {
    const ids = await this.queries.execute(new FindSavedAdsQuery(viewer.userId, body.ad_ids));
    return success({ ads: ids.map((ad_id) => ({ ad_id })) }, { count: ids.length });
  }
}
