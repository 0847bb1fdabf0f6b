import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BoostOfferDto, DataResponse } from '@emberhold/contracts';
import { success } from '../../../common/http/api-response';
import { parseSlug, parseToken } from '../../domain/boost-params';
import { GetOfferQuery } from './get-offer.query';

@ApiTags('boosts')
@Controller('api/boost')
export class GetOfferHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':slug')
  // The booked dates change with every hold: never kept by a shared cache.
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The boost offer of a post: its default price under the token, the unavailable dates of the next year, the card settings.' })
  @ApiQuery({ name: 'token', required: false, description: 'The special price token of the page address' })
  async offer(@Param('slug') slug: string, @Query('token') token: unknown): Promise<DataResponse<BoostOfferDto>> {
    return success({ data: await this.queries.execute(new GetOfferQuery(parseSlug(slug), parseToken(token))) });
  }
}
