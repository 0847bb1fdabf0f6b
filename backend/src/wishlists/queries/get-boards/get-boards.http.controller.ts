import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BoardsResponse } from '@emberhold/contracts';
import { CurrentViewer } from '../../../common/auth/current-viewer';
import type { Viewer } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { GetBoardsQuery } from './get-boards.query';

@ApiTags('wishlists')
@Controller('api/user/wishlist')
export class GetBoardsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A user's boards with counts and up to 4 preview images, and their public profile; private boards only for their owner." })
  @ApiQuery({ name: 'now', required: false, description: 'Cache buster the site sends; ignored' })
  async boards(@Param('userId') userId: string, @CurrentViewer() viewer: Viewer | null): Promise<BoardsResponse> {
    const result = await this.queries.execute(new GetBoardsQuery(viewer?.userId ?? null, parseId(userId, 'user_id')));
    return success(result, { count: result.wishlists.length });
  }
}
