import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RateByIdResponse, RatePostResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { RatingBodyPipe } from '../../infra/rating-body.pipe';
import { RateCommand } from './rate.command';
import { rateByIdBody, type RateByIdBody, ratePostBody, type RatePostBody } from './rate.dto';

@ApiTags('ratings')
@UseGuards(SignedInGuard)
@Controller('api/user')
export class RateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('rating')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rates a published post 0-5 {post_id, rating}; again changes the rating. Answers the post\'s new aggregate.' })
  async ratePost(@Body(new RatingBodyPipe(ratePostBody)) body: RatePostBody, @SignedIn() viewer: SignedInUser): Promise<RatePostResponse> {
    const result = await this.commands.execute(new RateCommand(viewer, { kind: 'post', id: body.post_id }, body.rating));
    return success({ post_id: body.post_id, ...result });
  }

  @Post('rating-gifts')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rates a gift guide 0-5 {id, rating}; again changes the rating. Answers the guide\'s new aggregate.' })
  async rateGiftGuide(@Body(new RatingBodyPipe(rateByIdBody)) body: RateByIdBody, @SignedIn() viewer: SignedInUser): Promise<RateByIdResponse> {
    const result = await this.commands.execute(new RateCommand(viewer, { kind: 'gift_guide', id: body.id }, body.rating));
    return success({ id: body.id, ...result });
  }

  @Post('rating-blog')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rates a published blog post 0-5 {id, rating}; again changes the rating. Answers its new aggregate.' })
  async rateBlogPost(@Body(new RatingBodyPipe(rateByIdBody)) body: RateByIdBody, @SignedIn() viewer: SignedInUser): Promise<RateByIdResponse> {
    const result = await this.commands.execute(new RateCommand(viewer, { kind: 'blog_post', id: body.id }, body.rating));
    return success({ id: body.id, ...result });
  }
}
