import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CampaignPageDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { type AllCampaignsQuery, allCampaignsQuery, allCampaignsQueryMessage } from './list-all-campaigns.dto';
import { ListAllCampaignsQuery } from './list-all-campaigns.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/all-campaigns')
export class ListAllCampaignsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Every campaign, newest first, 20 a page, each with its creatives, status and figures; searched and filtered (admins: the access flag).' })
  @ApiQuery({ name: 'page', required: false, description: '1 by default' })
  @ApiQuery({ name: 'q', required: false, description: 'words of the title, or of the advertiser’s email or username' })
  @ApiQuery({ name: 'status', required: false, description: 'draft, pending_approval, running, disapproved, paused or finished' })
  @ApiQuery({ name: 'advertiser', required: false, description: 'the advertiser’s user id' })
  @ApiQuery({ name: 'from', required: false, description: 'created on or after this day, YYYY-MM-DD (UTC)' })
  @ApiQuery({ name: 'to', required: false, description: 'created on or before this day, YYYY-MM-DD (UTC)' })
  async all(@Query(new ZodPipe(allCampaignsQuery, allCampaignsQueryMessage)) query: AllCampaignsQuery): Promise<DataResponse<CampaignPageDto>> {
    const { page = 1, ...filter } = query;
    return success({ data: await this.queries.execute(new ListAllCampaignsQuery(page, filter)) });
  }
}
