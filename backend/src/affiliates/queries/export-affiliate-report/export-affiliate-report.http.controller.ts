import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AffiliateReportCsv } from '@emberhold/contracts';
import type { FastifyReply } from 'fastify';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { affiliateReportCsv, affiliateReportFileName } from '../../domain/affiliate-report-csv';
import { getAffiliateReportParams, reportParamsError } from '../get-affiliate-report/get-affiliate-report.dto';
import { GetAffiliateReportQuery } from '../get-affiliate-report/get-affiliate-report.query';

@ApiTags('affiliates')
@UseGuards(SignedInGuard)
@Controller('api/user/affiliate')
export class ExportAffiliateReportHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('export.csv')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The affiliate report's months as a CSV file, one row per tag and month; who may see which tag as for the report." })
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'tag', required: false, description: 'One tag; all the viewer may see when absent' })
  async export(
    @Query(new ZodPipe(getAffiliateReportParams, reportParamsError)) query: { tag?: string },
    @SignedIn() user: SignedInUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AffiliateReportCsv> {
    const tag = query.tag ?? null;
    const report = await this.queries.execute(new GetAffiliateReportQuery(user.viewer, tag));
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${affiliateReportFileName(tag)}"`);
    return affiliateReportCsv(report.reports);
  }
}
