import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AffiliateReportResponse } from '@emberhold/contracts';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { ZodPipe } from '../../../common/http/zod-body.pipe';
import { getAffiliateReportParams, reportParamsError } from './get-affiliate-report.dto';
import { GetAffiliateReportQuery } from './get-affiliate-report.query';

@ApiTags('affiliates')
@UseGuards(SignedInGuard)
@Controller('api/user/affiliate')
export class GetAffiliateReportHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary:
      "The affiliate report (/aff/): per tag and month the retailer's figures, our own clicks, conversion and earnings per click, with the payments and the balance owed. Admins any tag or all; an affiliate their own tags; anyone else a 403.",
  })
  @ApiQuery({ name: 'tag', required: false, description: 'One tag; all the viewer may see when absent' })
  async report(@Query(new ZodPipe(getAffiliateReportParams, reportParamsError)) query: { tag?: string }, @SignedIn() user: SignedInUser): Promise<AffiliateReportResponse> {
    const report = await this.queries.execute(new GetAffiliateReportQuery(user.viewer, query.tag ?? null));
    return success(report, { count: report.reports.length });
  }
}
