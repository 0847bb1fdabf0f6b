import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OwnPostRatingsResponse, OwnRatingResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { RatingBodyPipe } from '../../infra/rating-body.pipe';
import {
  findBlogPostRatingBody,
  type FindBlogPostRatingBody,
  findGiftGuideRatingBody,
  type FindGiftGuideRatingBody,
  findPostRatingsBody,
  type FindPostRatingsBody,
} from './find-own-ratings.dto';
import { FindOwnRatingsQuery } from './find-own-ratings.query';

/** The logged-in user's own ratings, for the site's star widgets (spec section 6: these lookups run only when logged in). */
@ApiTags('ratings')
@UseGuards(SignedInGuard)
@Controller('api/user')
export class FindOwnRatingsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Post('ratings')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The logged-in user\'s ratings of {post_ids} (up to 200): posts[] with post_id and rating, rated posts only.' })
  async posts(@Body(new RatingBodyPipe(findPostRatingsBody)) body: FindPostRatingsBody, @SignedIn() viewer: SignedInUser): Promise<OwnPostRatingsResponse> {
    const found = await this.queries.execute(new FindOwnRatingsQuery(viewer.userId, 'post', body.post_ids));
    return success({ posts: found.map(({ id, rating }) => ({ post_id: id, rating })) }, { count: found.length });
  }

  @Post('ratings-gifts')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The logged-in user\'s rating of gift guide {cat_id}: posts[0].rating, or posts[] empty when not rated.' })
  async giftGuide(@Body(new RatingBodyPipe(findGiftGuideRatingBody)) body: FindGiftGuideRatingBody, @SignedIn() viewer: SignedInUser): Promise<OwnRatingResponse> {
    const found = await this.queries.execute(new FindOwnRatingsQuery(viewer.userId, 'gift_guide', [body.cat_id]));
    return success({ posts: found.map(({ rating }) => ({ rating })) }, { count: found.length });
  }

  @Post('ratings-blog')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The logged-in user\'s rating of blog post {blog_id}: posts[0].rating, or posts[] empty when not rated.' })
  async blogPost(@Body(new RatingBodyPipe(findBlogPostRatingBody)) body: FindBlogPostRatingBody, @SignedIn() viewer: SignedInUser): Promise<OwnRatingResponse> {
    const found = await this.queries.execute(new FindOwnRatingsQuery(viewer.userId, 'blog_post', [body.blog_id]));
    return success({ posts: found.map(({ rating }) => ({ rating })) }, { count: found.length });
  }
}
