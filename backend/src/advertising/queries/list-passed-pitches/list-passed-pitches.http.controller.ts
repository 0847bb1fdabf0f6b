import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PassedPitchesPageResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parsePageNumber } from '../../../common/http/path-params';
import { ListPassedPitchesQuery } from './list-passed-pitches.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/campaign/passed-pitches')
export class ListPassedPitchesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['', ':page'])
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The pitches staff passed on (disapproved creatives, admins), newest first, 25 a page, with the reason and the advertiser.' })
  async list(@Param('page') pageParam: string | undefined): Promise<PassedPitchesPageResponse> {
    const page = parsePageNumber(pageParam);
    const result = await this.queries.execute(new ListPassedPitchesQuery(page));
    return success({ pitches: result.pitches, page, pages: result.pages, has_more: result.hasMore }, { count: result.total });
  }
}
