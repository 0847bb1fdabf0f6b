import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AffiliateImportsPageResponse } from '@emberhold/contracts';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { success } from '../../../common/http/api-response';
import { parsePageNumber } from '../../../common/http/path-params';
import { ListAffiliateImportsQuery } from './list-imports.query';

@ApiTags('affiliates')
@UseGuards(AdminGuard)
@Controller('api/user/affiliate/imports')
export class ListAffiliateImportsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(['', ':page'])
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: "The affiliate report imports (admins), newest first, 20 a page: file, source, program, status (queued, processing, published, complete or failed, with the reason), rows, tags and period.",
  })
  async list(@Param('page') page: string | undefined): Promise<AffiliateImportsPageResponse> {
    const pageNumber = parsePageNumber(page);
    const result = await this.queries.execute(new ListAffiliateImportsQuery(pageNumber));
    return success({ imports: result.imports, page: pageNumber, has_more: result.hasMore }, { count: result.imports.length });
  }
}
