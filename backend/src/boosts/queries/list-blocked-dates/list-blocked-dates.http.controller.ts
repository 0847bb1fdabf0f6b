import { Controller, Get, Header, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { assertAdmin } from '../../../common/auth/admin-only';
import { ListBlockedDatesQuery } from './list-blocked-dates.query';

@ApiTags('boosts')
@Controller('api/user/boosted-disallowed')
export class ListBlockedDatesHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The dates no boost can be booked on (admins).' })
  async list(@Req() request: FastifyRequest) {
    assertAdmin(await this.viewers.fromRequest(request));
    const dates = await this.queries.execute(new ListBlockedDatesQuery());
    return success({ data: dates }, { count: dates.length });
  }
}
