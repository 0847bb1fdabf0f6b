import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { parsePage, parseVisitor } from '../../../catalogue/catalogue.public';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { wishlistReaderId } from '../../infra/wishlist-reader-id';
import { GetRecommendedQuery } from './get-recommended.query';

@ApiTags('wishlists')
@Controller('api/user/wishlist')
export class GetRecommendedHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get(':userId/recommended/:page')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Posts sharing gift guides with the saved ones, not saved yet, most popular first (24 per page; an empty page ends it).' })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  @ApiQuery({ name: 'subtag', required: false })
  async recommended(@Param('userId') userId: string, @Param('page') page: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest) {
    const result = await this.queries.execute(new GetRecommendedQuery(await wishlistReaderId(this.viewers, request), parseId(userId, 'user_id'), parsePage(page), parseVisitor(query)));
    return success(result, { count: result.posts.length });
  }
}
