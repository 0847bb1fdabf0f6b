import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { DataResponse, FunnelReportDto } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parseWeeks } from './get-funnel-report.dto';
import { GetFunnelReportQuery } from './get-funnel-report.query';

@ApiTags('advertising')
@UseGuards(AdminGuard)
@Controller('api/user/campaign/funnel-report')
export class GetFunnelReportHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The advertiser funnel by week of start: funnels reaching each step and the conversion from step to step (admins: the access flag).' })
  @ApiQuery({ name: 'weeks', required: false, description: '1 to 52, 12 by default' })
  async report(@Query('weeks') weeks: unknown): Promise<DataResponse<FunnelReportDto>> {
    return success({ data: await this.queries.execute(new GetFunnelReportQuery(parseWeeks(weeks))) });
  }
}
