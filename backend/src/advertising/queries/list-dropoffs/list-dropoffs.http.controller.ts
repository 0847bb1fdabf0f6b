import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DropoffsPageResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parsePageNumber } from '../../../common/http/path-params';
import { ListDropoffsQuery } from './list-dropoffs.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/campaign/dropoffs')
export class ListDropoffsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['', ':page'])
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'People who left the ad funnel without paying (admins), newest left first, 25 a page; disqualified ones are left out.' })
  async list(@Param('page') pageParam: string | undefined): Promise<DropoffsPageResponse> {
    const page = parsePageNumber(pageParam);
    const result = await this.queries.execute(new ListDropoffsQuery(page));
    return success({ dropoffs: result.dropoffs, page, pages: result.pages, has_more: result.hasMore }, { count: result.total });
  }
}
