import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SavedPostsResponse } from '@emberhold/contracts';
import { parsePage, parseVisitor } from '../../../catalogue/catalogue.public';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetAllSavedQuery } from './get-all-saved.query';

@ApiTags('wishlists')
@Controller('api/user/wishlist')
export class GetAllSavedHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId/all/:page')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Every post on the boards the reader may see, each once, latest saved first (24 per page); meta.count is the total.' })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  @ApiQuery({ name: 'subtag', required: false })
  async all(@Param('userId') userId: string, @Param('page') page: string, @Query() query: Record<string, unknown>, @CurrentViewer() viewer: Viewer | null): Promise<SavedPostsResponse> {
    const { total, ...result } = await this.queries.execute(new GetAllSavedQuery(viewer?.userId ?? null, parseId(userId, 'user_id'), parsePage(page), parseVisitor(query)));
    return success(result, { count: total ?? result.posts.length });
  }
}
