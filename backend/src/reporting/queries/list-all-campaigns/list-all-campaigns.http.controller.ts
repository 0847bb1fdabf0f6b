import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CampaignPageDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parsePage } from './list-all-campaigns.dto';
import { ListAllCampaignsQuery } from './list-all-campaigns.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/all-campaigns')
export class ListAllCampaignsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Every campaign, newest first, 20 a page, each with its creatives, status and figures (admins: the access flag).' })
  @ApiQuery({ name: 'page', required: false, description: '1 by default' })
  async all(@Query('page') page: unknown): Promise<DataResponse<CampaignPageDto>> {
    return success({ data: await this.queries.execute(new ListAllCampaignsQuery(parsePage(page))) });
  }
}
