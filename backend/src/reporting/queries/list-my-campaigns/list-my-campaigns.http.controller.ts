import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CampaignSummaryDto, DataResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ListMyCampaignsQuery } from './list-my-campaigns.query';

@ApiTags('advertising')
@UseGuards(SignedInGuard)
@Controller('api/user/my-campaigns')
export class ListMyCampaignsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in advertiser's campaigns, newest first (up to 200), each with its creatives, status and figures." })
  async mine(@SignedIn() user: SignedInUser): Promise<DataResponse<CampaignSummaryDto[]>> {
    const campaigns = await this.queries.execute(new ListMyCampaignsQuery(user.userId));
    return success({ data: campaigns }, { count: campaigns.length });
  }
}
