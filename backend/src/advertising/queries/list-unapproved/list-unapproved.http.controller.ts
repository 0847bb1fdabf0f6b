import { Controller, Get, Header, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ViewerResolver } from '../../../common/auth/viewer';
import { success } from '../../../common/http/api-response';
import { assertAdmin } from '../../../common/auth/admin-only';
import { ListUnapprovedQuery } from './list-unapproved.query';

@ApiTags('advertising')
@Controller('api/user/creative')
export class ListUnapprovedHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly viewers: ViewerResolver,
  ) {}

  @Get('unapproved/all')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The creatives waiting for approval, oldest first, with their advertiser (admins).' })
  async list(@Req() request: FastifyRequest) {
    assertAdmin(await this.viewers.fromRequest(request));
    const creatives = await this.queries.execute(new ListUnapprovedQuery());
    return success({ creatives }, { count: creatives.length });
  }
}
