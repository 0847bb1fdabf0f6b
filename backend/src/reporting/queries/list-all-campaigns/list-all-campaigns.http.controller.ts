import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { assertAdmin } from '../../../common/auth/admin-only';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { ListAllCampaignsQuery } from './list-all-campaigns.query';

function parsePage(value: unknown): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || page < 1) {
    throw new ValidationFailedError('page must be a positive whole number', [{ field: 'page', message: 'must be a positive whole number' }]);
  }
  return page;
}

@ApiTags('advertising')
@Controller('api/user/all-campaigns')
export class ListAllCampaignsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Every campaign, newest first, 20 a page, each with its creatives, status and figures (admins: the access flag).' })
  @ApiQuery({ name: 'page', required: false, description: '1 by default' })
  async all(@Query('page') page: unknown, @Req() request: FastifyRequest) {
    assertAdmin(await this.viewers.fromRequest(request));
    return success({ data: await this.queries.execute(new ListAllCampaignsQuery(parsePage(page))) });
  }
}
