import { Controller, Get, Header, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { wishlistReaderId } from '../../infra/wishlist-reader-id';
import { GetBoardsQuery } from './get-boards.query';

@ApiTags('wishlists')
@Controller('api/user/wishlist')
export class GetBoardsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get(':userId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A user's boards with counts and up to 4 preview images, and their public profile; private boards only for their owner." })
  @ApiQuery({ name: 'now', required: false, description: 'Cache buster the site sends; ignored' })
  async boards(@Param('userId') userId: string, @Req() request: FastifyRequest) {
    const result = await this.queries.execute(new GetBoardsQuery(await wishlistReaderId(this.viewers, request), parseId(userId, 'user_id')));
    return success(result, { count: result.wishlists.length });
  }
}
