import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SavedPostsResponse } from '@emberhold/contracts';
import { parsePage, parseVisitor } from '../../../catalogue/catalogue.public';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetRecommendedQuery } from './get-recommended.query';

@ApiTags('wishlists')
@Controller('api/user/wishlist')
export class GetRecommendedHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId/recommended/:page')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Posts sharing gift guides with the saved ones, not saved yet, most popular first (24 per page; an empty page ends it).' })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  @ApiQuery({ name: 'subtag', required: false })
  async recommended(@Param('userId') userId: string, @Param('page') page: string, @Query() query: Record<string, unknown>, @CurrentViewer() viewer: Viewer | null): Promise<SavedPostsResponse> {
    const result = await this.queries.execute(new GetRecommendedQuery(viewer?.userId ?? null, parseId(userId, 'user_id'), parsePage(page), parseVisitor(query)));
    return success(result, { count: result.posts.length });
  }
}
