import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CampaignMetricsResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { parseMetricsQuery } from './get-campaign-metrics.dto';
import { GetCampaignMetricsQuery } from './get-campaign-metrics.query';

@ApiTags('advertising')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign')
export class GetCampaignMetricsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/metrics')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A campaign's impressions, clicks, CTR and saves per hour or day (its advertiser, or staff)." })
  @ApiQuery({ name: 'bucket', required: false, enum: ['hour', 'day'] })
  @ApiQuery({ name: 'from', required: false, description: 'ISO time; default 30 days (day) or 48 hours (hour) before `to`' })
  @ApiQuery({ name: 'to', required: false, description: 'ISO time; default now' })
  async metrics(@Param('id') idParam: string, @Query() query: Record<string, unknown>, @SignedIn() user: SignedInUser): Promise<CampaignMetricsResponse> {
    const campaignId = parseId(idParam, 'id');
    const { bucket, from, to } = parseMetricsQuery(query);
    return success(await this.queries.execute(new GetCampaignMetricsQuery(user.viewer, campaignId, bucket, from, to)));
  }
}
