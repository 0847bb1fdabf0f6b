import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { GetBoardsQuery } from './get-boards.query';

@ApiTags('wishlists')
@UseGuards(SignedInGuard)
@Controller('api/user/wishlist')
export class GetBoardsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':userId')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A user's boards with counts and up to 4 preview images, and their public profile; private boards only for their owner." })
  @ApiQuery({ name: 'now', required: false, description: 'Cache buster the site sends; ignored' })
  async boards(@Param('userId') userId: string, @SignedIn() viewer: SignedInUser) {
    const result = await this.queries.execute(new GetBoardsQuery(viewer.userId, parseId(userId, 'user_id')));
    return success(result, { count: result.wishlists.length });
  }
}
