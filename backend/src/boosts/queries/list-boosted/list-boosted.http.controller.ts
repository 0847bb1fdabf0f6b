import { Controller, Get, Header, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { assertAdmin } from '../../../common/auth/admin-only';
import { ListBoostedQuery } from './list-boosted.query';

@ApiTags('boosts')
@Controller('api/user/boosted')
export class ListBoostedHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The boost calendar (admins): each booked date with its post, status and buyer email.' })
  async list(@Req() request: FastifyRequest) {
    assertAdmin(await this.viewers.fromRequest(request));
    const boosts = await this.queries.execute(new ListBoostedQuery());
    return success({ data: boosts }, { count: boosts.length });
  }
}
