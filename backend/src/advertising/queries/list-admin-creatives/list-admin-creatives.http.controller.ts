import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminCreativesPageResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parsePageNumber } from '../../../common/http/path-params';
import { ListAdminCreativesQuery } from './list-admin-creatives.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/admin-creatives')
export class ListAdminCreativesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['', ':page'])
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Every creative (admins), newest first, 25 a page: status, campaign, advertiser, whether its campaign is paid, and the boost it was converted to.' })
  async list(@Param('page') page: string | undefined): Promise<AdminCreativesPageResponse> {
    const result = await this.queries.execute(new ListAdminCreativesQuery(parsePageNumber(page)));
    return success({ creatives: result.creatives, has_more: result.hasMore }, { count: result.creatives.length });
  }
}
