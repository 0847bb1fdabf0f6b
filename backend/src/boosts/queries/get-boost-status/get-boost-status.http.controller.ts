import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoostStatusDto, DataResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { parseId } from '../../../common/http/path-params';
import { parseSlug } from '../../domain/boost-params';
import { GetBoostStatusQuery } from './get-boost-status.query';

@ApiTags('boosts')
@Controller('api/boost')
export class GetBoostStatusHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':slug/status/:boostId')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The status of a boost of the post (pending_payment, paid, running, finished, cancelled), for the page to poll after paying.' })
  async status(@Param('slug') slug: string, @Param('boostId') boostId: string): Promise<DataResponse<BoostStatusDto>> {
    return success({ data: await this.queries.execute(new GetBoostStatusQuery(parseSlug(slug), parseId(boostId, 'boost_id'))) });
  }
}
