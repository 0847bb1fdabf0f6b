import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SavedPostIdsResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { WishlistBodyPipe } from '../../infra/wishlist-body.pipe';
import { findSavedPostsBody, type FindSavedPostsBody } from './find-saved-posts.dto';
import { FindSavedPostsQuery } from './find-saved-posts.query';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class FindSavedPostsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Which of {post_ids} (up to 200) the logged-in user has saved on any board: posts[] with post_id.' })
  async find(@Body(new WishlistBodyPipe(findSavedPostsBody)) body: FindSavedPostsBody, @SignedIn() viewer: SignedInUser): Promise<SavedPostIdsResponse> {
    const ids = await this.queries.execute(new FindSavedPostsQuery(viewer.userId, body.post_ids));
    return success({ posts: ids.map((post_id) => ({ post_id })) }, { count: ids.length });
  }
}
