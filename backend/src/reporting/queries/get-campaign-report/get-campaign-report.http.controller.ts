import { Controller, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ValidationFailedError } from '@emberhold/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginRequiredError } from '../../../common/auth/login-required.error';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { reportCsv, reportFileName } from '../../domain/report-csv';
import { parseDay } from '../../domain/report-range';
import { GetCampaignReportQuery } from './get-campaign-report.query';

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ValidationFailedError(`${field} must be ${allowed.join(' or ')}`, [{ field, message: `must be ${allowed.join(' or ')}` }]);
}

@ApiTags('advertising')
@Controller('api/user/campaign')
export class GetCampaignReportHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get(':id/report')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "A campaign's figures by day or by creative with their totals, as JSON or a CSV file (its advertiser, or admins)." })
  @ApiProduces('application/json', 'text/csv')
  @ApiQuery({ name: 'by', required: false, enum: ['day', 'creative'], description: 'day by default' })
  @ApiQuery({ name: 'from', required: false, description: "YYYY-MM-DD (UTC), included; default the campaign's first day" })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD (UTC), included; default today' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  async report(@Param('id') idParam: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const campaignId = parseId(idParam, 'id');
    const viewer = await this.viewers.fromRequest(request);
    if (viewer === null) throw new LoginRequiredError();
    const by = oneOf(query.by, 'by', ['day', 'creative'] as const, 'day');
    const format = oneOf(query.format, 'format', ['json', 'csv'] as const, 'json');
    const report = await this.queries.execute(new GetCampaignReportQuery(viewer, campaignId, by, parseDay(query.from, 'from'), parseDay(query.to, 'to')));
    if (format === 'json') return success({ data: report });
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${reportFileName(report)}"`);
    return reportCsv(report);
  }
}
