import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BoardPageResponse } from '@emberhold/contracts';
import { parsePage, parseVisitor } from '../../../catalogue/catalogue.public';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetBoardQuery } from './get-board.query';

@ApiTags('wishlists')
@Controller('api/user/wishlist')
export class GetBoardHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId/list/:wishlistId/page/:page')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "One page of a board's posts (24, newest saved first) with their comments, and on page 1 its saved sponsored items while their ads run (ads); meta.wishlist_name and meta.count (posts on the board)." })
  @ApiQuery({ name: 'country', required: false, enum: ['us', 'uk', 'ca'] })
  @ApiQuery({ name: 'subtag', required: false })
  @ApiQuery({ name: 'now', required: false, description: 'Cache buster the site sends; ignored' })
  async board(
    @Param('userId') userId: string,
    @Param('wishlistId') wishlistId: string,
    @Param('page') page: string,
    @Query() query: Record<string, unknown>,
    @CurrentViewer() viewer: Viewer | null,
  ): Promise<BoardPageResponse> {
    const result = await this.queries.execute(
      new GetBoardQuery(viewer?.userId ?? null, parseId(userId, 'user_id'), parseId(wishlistId, 'wishlist_id'), parsePage(page), parseVisitor(query)),
    );
    return success(result, { count: result.wishlist.count, wishlist_name: result.wishlist.name });
  }
}
