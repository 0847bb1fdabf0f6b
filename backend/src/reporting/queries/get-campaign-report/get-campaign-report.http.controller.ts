import { Controller, Get, Header, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CampaignReportDto, DataResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { reportCsv, reportFileName } from '../../domain/report-csv';
import { parseReportQuery } from './get-campaign-report.dto';
import { GetCampaignReportQuery } from './get-campaign-report.query';

@ApiTags('advertising')
@UseGuards(SignedInGuard)
@Controller('api/user/campaign')
export class GetCampaignReportHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/report')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A campaign's figures by day or by creative with their totals, as JSON or a CSV file (its advertiser, or admins)." })
  @ApiProduces('application/json', 'text/csv')
  @ApiQuery({ name: 'by', required: false, enum: ['day', 'creative'], description: 'day by default' })
  @ApiQuery({ name: 'from', required: false, description: "YYYY-MM-DD (UTC), included; default the campaign's first day" })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD (UTC), included; default today' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  async report(@Param('id') idParam: string, @Query() query: Record<string, unknown>, @SignedIn() user: SignedInUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<DataResponse<CampaignReportDto> | string> {
    const campaignId = parseId(idParam, 'id');
    const { by, format, from, to } = parseReportQuery(query);
    const report = await this.queries.execute(new GetCampaignReportQuery(user.viewer, campaignId, by, from, to));
    if (format === 'json') return success({ data: report });
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${reportFileName(report)}"`);
    return reportCsv(report);
  }
}
