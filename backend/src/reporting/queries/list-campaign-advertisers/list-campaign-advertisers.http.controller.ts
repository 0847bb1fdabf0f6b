import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CampaignAdvertiserDto, DataResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { ListCampaignAdvertisersQuery } from './list-campaign-advertisers.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/campaign-advertisers')
export class ListCampaignAdvertisersHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The accounts that own campaigns, by name, with their number of campaigns: the all-campaigns page’s advertiser filter (admins).' })
  async list(): Promise<DataResponse<CampaignAdvertiserDto[]>> {
    return success({ data: await this.queries.execute(new ListCampaignAdvertisersQuery()) });
  }
}
